import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from './locales';

/**
 * The cookie a page's script writes (document.cookie) to remember the visitor's language:
 * the public pages stay free of Set-Cookie, so a CDN keeps caching them.
 */
export function rememberedLocaleCookie(locale: Locale, secure: boolean): string {
  return [
    `${LOCALE_COOKIE}=${locale}`,
    'path=/',
    `max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`,
    'samesite=lax',
    ...(secure ? ['secure'] : []),
  ].join('; ');
}
