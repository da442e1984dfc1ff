import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '../i18n';
import { getCurrentSession } from './current-member';

/**
 * The language of a page rendered per request (/login, /home and the members' pages): the
 * signed-in member's saved choice, else the one this browser remembered from the public
 * pages, else Accept-Language, else English. Shares the request's one session read.
 */
export const getRequestLocale = cache(async (): Promise<Locale> => {
  const [session, jar, head] = await Promise.all([getCurrentSession(), cookies(), headers()]);
  return resolveLocale({
    saved: session?.record.language,
    remembered: jar.get(LOCALE_COOKIE)?.value,
    acceptLanguage: head.get('accept-language'),
  });
});

/**
 * The time zone the server renders the signed-in member's times in: the one saved on their
 * record (taken from their browser), or null when there is none yet (or no member), where
 * times render in UTC until the browser shows its own. Shares the request's one session read.
 */
export const getRequestTimeZone = cache(
  async (): Promise<string | null> => (await getCurrentSession())?.record.timeZone ?? null,
);
