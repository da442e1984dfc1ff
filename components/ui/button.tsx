import type { ComponentProps } from 'react';

/** primary: the page's main action; secondary: every other. sm sits beside a form field. */
export type ButtonLook = { variant?: 'primary' | 'secondary'; size?: 'md' | 'sm' };

const VARIANT = {
  primary: 'bg-brand-500 text-ink-950 hover:bg-brand-400',
  secondary: 'border border-ink-700 hover:bg-ink-800',
} as const;

const SIZE = { md: 'px-4 py-2', sm: 'px-3 py-2' } as const;

/** A button's classes, also for a link that leads to an action (Next page, Download). */
export function buttonClass({ variant = 'secondary', size = 'md' }: ButtonLook = {}): string {
  return `rounded-lg text-sm font-semibold disabled:opacity-60 ${SIZE[size]} ${VARIANT[variant]}`;
}

/** A button (`type="button"` unless told otherwise, so it never submits by accident). */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...button
}: ComponentProps<'button'> & ButtonLook) {
  const look = buttonClass({ variant, size });
  return <button type={type} className={className ? `${look} ${className}` : look} {...button} />;
}
