import { ExternalLink } from '@/components/ui/external-link';
import { BrandLogo } from './brand-logo';
import { primaryButton } from './styles';
import { TopBarMenu, type NavLink } from './top-bar-menu';

type TopBarProps = {
  /** The navigation's accessible name, in the page's language. */
  navLabel: string;
  /** The phone menu's button, in the page's language. */
  menuLabel: string;
  /** Where the logo goes: the page's own language's home. */
  homeHref?: string;
  links: readonly NavLink[];
  ctaLabel: string;
  ctaHref: string;
  /** The call to action's note for screen readers (common.opensInNewTab). */
  newTabText: string;
};

/**
 * The fixed bar of both landing variants: in-page anchors, then the external call to action.
 * From 768 px the anchors sit in the bar; below, behind its Menu button.
 */
export function TopBar({
  navLabel,
  menuLabel,
  homeHref,
  links,
  ctaLabel,
  ctaHref,
  newTabText,
}: TopBarProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-ink-950/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo href={homeHref} />
        <nav aria-label={navLabel} className="flex items-center gap-2 sm:gap-4">
          <ul className="hidden items-center gap-4 text-sm text-slate-300 md:flex">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="rounded px-1 py-2 hover:text-brand-300">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ExternalLink
            href={ctaHref}
            className={`${primaryButton} whitespace-nowrap`}
            newTabText={newTabText}
          >
            {ctaLabel}
          </ExternalLink>
          <TopBarMenu label={menuLabel} links={links} />
        </nav>
      </div>
    </header>
  );
}
