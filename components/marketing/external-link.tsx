type ExternalLinkProps = {
  href: string;
  children: React.ReactNode;
  className?: string;
};

/** A link that opens in a new tab without giving the new page a handle on this one. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
