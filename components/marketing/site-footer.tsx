import Link from 'next/link';
import { PublicLanguageSwitcher } from '@/components/i18n/public-language-switcher';
import { ExternalLink } from '@/components/ui/external-link';
import type { Locale } from '@/lib/i18n/client';
import { site } from '@/lib/site';

const IN_PAGE = [
  { href: '/#home', label: 'Home' },
  { href: '/#why', label: 'Why Us' },
  { href: '/#benefit', label: 'Benefits' },
  { href: '/#member_testimonial', label: 'Testimonial' },
  { href: '/#timeline', label: 'Timeline' },
  { href: '/#community', label: 'Community' },
] as const;

const link = 'rounded hover:text-brand-300';

/** `path`: the page's English path, for the language switcher's links. */
export function SiteFooter({ locale, path }: { locale: Locale; path: string }) {
  return (
    <footer className="border-t border-white/10 bg-ink-900 px-6 pt-12 pb-28 text-sm text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-bold text-slate-100">{site.name}</p>
          <p className="mt-2">{site.description}</p>
        </div>
        <nav aria-label="Site">
          <h2 className="font-semibold text-slate-100">Explore</h2>
          <ul className="mt-3 space-y-2">
            {IN_PAGE.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <Link href="/contact-us" className={link}>
                Contact Us
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="font-semibold text-slate-100">Legal</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <ExternalLink href="/privacy-policy" className={link}>
                Privacy Policy
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href="/terms-and-conditions" className={link}>
                Terms and Conditions
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <nav aria-label="Social">
          <h2 className="font-semibold text-slate-100">Follow us</h2>
          <ul className="mt-3 space-y-2">
            {site.social.map((social) => (
              <li key={social.href}>
                <ExternalLink href={social.href} className={link}>
                  {social.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <PublicLanguageSwitcher
        locale={locale}
        path={path}
        className="mx-auto mt-10 max-w-6xl border-t border-white/10 pt-6"
      />
      <p className="mx-auto mt-6 max-w-6xl text-xs">
        © {site.company.name} ({site.company.registration}). Educational content only, not financial
        advice.
      </p>
    </footer>
  );
}
