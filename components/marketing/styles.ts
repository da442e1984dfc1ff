/**
 * Shared class lists, so the call-to-action buttons look the same everywhere. The look
 * carries no size: Tailwind orders utilities by its own rules, not the class string's, so
 * a size added on top of another size may lose.
 */
export const primaryButtonLook =
  'inline-flex items-center justify-center rounded-full bg-brand-500 font-semibold text-ink-950 transition-colors hover:bg-brand-400';

export const primaryButton = `${primaryButtonLook} px-5 py-2.5 text-sm`;

/**
 * Sections below the hero skip layout and paint until they near the viewport, so the first
 * paint (the headline) does not wait on the whole page; 'auto' remembers each real height.
 */
export const sectionClass =
  'mx-auto w-full max-w-6xl scroll-mt-20 px-6 py-20 [content-visibility:auto] [contain-intrinsic-size:auto_900px]';

export const sectionTitle = 'text-3xl font-bold tracking-tight sm:text-4xl';
