import type { ComponentProps } from 'react';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string };

/**
 * A link that opens in a new tab without giving the new page a handle on this one, and
 * says so to screen readers.
 */
export function ExternalLink({ children, ...anchor }: ExternalLinkProps) {
  return (
    <a {...anchor} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
