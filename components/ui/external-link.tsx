import type { ComponentProps } from 'react';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** What a screen reader adds to the link's name, in the page's language (common.opensInNewTab). */
  newTabText: string;
};

/**
 * A link that opens in a new tab without giving the new page a handle on this one, and
 * says so to screen readers.
 */
export function ExternalLink({ children, newTabText, ...anchor }: ExternalLinkProps) {
  return (
    <a {...anchor} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {newTabText}</span>
    </a>
  );
}
