import Link from 'next/link';
import { PublicLanguageSwitcher } from '@/components/i18n/public-language-switcher';
import { ExternalLink } from '@/components/ui/external-link';
import { getTranslator } from '@/lib/i18n';
import { localizedPath, type Locale } from '@/lib/i18n/client';
import { site } from '@/lib/site';

const IN_PAGE = [
  { anchor: 'home', key: 'home' },
  { anchor: 'why', key: 'whyUs' },
  { anchor: 'benefit', key: 'benefits' },
  { anchor: 'member_testimonial', key: 'testimonial' },
  { anchor: 'timeline', key: 'timeline' },
  { anchor: 'community', key: 'community' },
] as const;

const link = 'rounded hover:text-brand-300';

/** `path`: the page's English path, for the language switcher's links. */
export function SiteFooter({ locale, path }: { locale: Locale; path: string }) {
  const t = getTranslator(locale, 'marketing');
  const home = localizedPath(locale, '/');
  const href = (to: string) => localizedPath(locale, to);
  const newTab = getTranslator(locale, 'common')('opensInNewTab');
  return (
    <footer className="border-t border-white/10 bg-ink-900 px-6 pt-12 pb-28 text-sm text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-bold text-slate-100">{site.name}</p>
          <p className="mt-2">{getTranslator(locale, 'site')('description')}</p>
        </div>
        <nav aria-label={t('footer.site')}>
          <h2 className="font-semibold text-slate-100">{t('footer.explore')}</h2>
          <ul className="mt-3 space-y-2">
            {IN_PAGE.map((item) => (
              <li key={item.anchor}>
                <a href={`${home}#${item.anchor}`} className={link}>
                  {t(`footer.${item.key}`)}
                </a>
              </li>
            ))}
            <li>
              <Link href={href('/contact-us')} className={link}>
                {t('footer.contactUs')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2 className="font-semibold text-slate-100">{t('footer.legal')}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <ExternalLink href={href('/privacy-policy')} className={link} newTabText={newTab}>
                {t('footer.privacy')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink
                href={href('/terms-and-conditions')}
                className={link}
                newTabText={newTab}
              >
                {t('footer.terms')}
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.social')}>
          <h2 className="font-semibold text-slate-100">{t('footer.followUs')}</h2>
          <ul className="mt-3 space-y-2">
            {site.social.map((social) => (
              <li key={social.href}>
                <ExternalLink href={social.href} className={link} newTabText={newTab}>
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
        {t('footer.copyright', {
          company: site.company.name,
          registration: site.company.registration,
        })}
      </p>
    </footer>
  );
}
