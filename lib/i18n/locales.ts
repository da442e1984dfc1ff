/**
 * The site's languages. English keeps the unprefixed URLs; the others live under their
 * code (/ms, /zh). Each value here is safe for the browser.
 */
import { LOCALES, type Locale } from '../env/client';

/** lib/env holds the list, as it checks CONTENTFUL_LOCALES names each language. */
export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  zh: '中文',
};

/** BCP 47 tags: `<html lang>`, hreflang, `lang` on a language's name, Content-Language. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en', ms: 'ms', zh: 'zh-Hans' };

/** The locale `Intl` formats with: Malaysian conventions in each language. */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-MY',
  ms: 'ms-MY',
  zh: 'zh-Hans-MY',
};

/** Malaysia's zone: what a time means when nothing says whose it is. */
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** Open Graph's locale of a page. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_MY', ms: 'ms_MY', zh: 'zh_CN' };

/**
 * The browser's remembered language: written by the public pages' script when a visitor
 * picks one (never by a Set-Cookie on a public page, which would stop a CDN caching it),
 * and by the server when a member chooses. Read by /login and the members' pages.
 */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Set by proxy.ts on a request under /ms or /zh, so the 404 of a URL there that no page
 * matches (app/global-not-found.tsx, which is not given the URL) is in that language.
 */
export const PAGE_LOCALE_HEADER = 'x-page-locale';

/** `/marketing` in Malay is `/ms/marketing`; English keeps the path as it is. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The locale a public path is in and the path without its prefix: `/zh/contact-us` → zh, `/contact-us`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first) && first !== DEFAULT_LOCALE) {
    return { locale: first, path: `/${rest.join('/')}` };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}
