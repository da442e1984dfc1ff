import { ExternalLink } from '@/components/ui/external-link';

type FloatingCtaProps = {
  motion: 'spin' | 'pulse';
  label: string;
  href: string;
  /** For screen readers, after the label (common.opensInNewTab). */
  newTabText: string;
};

/**
 * The floating call to action. Only the decorative ring moves (the label stays readable),
 * and only when the visitor has not asked for reduced motion.
 */
export function FloatingCta({ motion, label, href, newTabText }: FloatingCtaProps) {
  const ring =
    motion === 'spin'
      ? 'border-2 border-dashed border-brand-300 motion-safe:animate-[spin_6s_linear_infinite]'
      : 'bg-brand-500/40 motion-safe:animate-ping';
  return (
    <ExternalLink
      href={href}
      newTabText={newTabText}
      data-motion={motion}
      // The language suggestion sits above it (components/i18n/suggestion-line.tsx).
      data-floating-cta
      className="group fixed bottom-5 left-5 z-30 grid size-20 place-items-center rounded-full"
    >
      <span aria-hidden="true" className={`absolute inset-0 rounded-full ${ring}`} />
      <span className="relative grid size-16 place-items-center rounded-full bg-brand-500 text-center text-xs leading-tight font-bold text-ink-950 shadow-lg group-hover:bg-brand-400">
        {label}
      </span>
    </ExternalLink>
  );
}
