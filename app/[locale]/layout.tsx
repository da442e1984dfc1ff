import type { Metadata, Viewport } from 'next';
import { LanguageSuggestion } from '@/components/i18n/language-suggestion';
import { RootDocument } from '@/components/i18n/root-document';
import { SkipLink } from '@/components/ui/skip-link';
import { getServerEnv } from '@/lib/env';
import { getTranslator, localeOfParams, LOCALES } from '@/lib/i18n';
import { organizationJsonLd, rootMetadata, serializeJsonLd } from '@/lib/seo';
import { geistSans } from '../fonts';
import '../globals.css';

/**
 * The public site's root layout, one per language, all prerendered. English is served at
 * the unprefixed URLs (next.config.ts rewrites / to /en); /ms and /zh are the others. Any
 * other first segment is not a language: the site's 404 (app/global-not-found.tsx).
 */
export const dynamicParams = false;
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await localeOfParams(params);
  return rootMetadata(getServerEnv().SITE_URL, getTranslator(locale, 'site')('description'));
}

export const viewport: Viewport = { themeColor: '#05070d' };

export default async function PublicLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await localeOfParams(params);
  const jsonLd = serializeJsonLd(organizationJsonLd(getServerEnv().SITE_URL, locale));
  return (
    <RootDocument locale={locale} fontClassName={geistSans.variable} jsonLd={jsonLd}>
      <SkipLink label={getTranslator(locale, 'common')('skipToMain')} />
      {children}
      <LanguageSuggestion current={locale} />
    </RootDocument>
  );
}
