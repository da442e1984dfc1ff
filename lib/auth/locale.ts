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
