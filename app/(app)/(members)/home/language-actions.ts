'use server';

import { cookies } from 'next/headers';
import { getCurrentSession, getRequestLocale, NOT_SIGNED_IN } from '@/lib/auth';
import { getTranslator, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/i18n';
import { log } from '@/lib/log';
import { saveMemberLanguage } from '@/lib/members';

export type SaveLanguageResult = { ok: true } | { ok: false; error: string };

/**
 * The switcher on a members' page: the language goes on the signed-in member's record, so
 * it follows them to any browser, and into this browser's cookie for /login.
 */
export async function saveLanguage(locale: unknown): Promise<SaveLanguageResult> {
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: NOT_SIGNED_IN };
  const t = getTranslator(await getRequestLocale(), 'members');
  if (!isLocale(locale)) return { ok: false, error: t('errors.unknownLanguage') };
  try {
    await saveMemberLanguage(session.member.email, locale);
  } catch (error) {
    log('error', 'language not saved', { route: '/home', error });
    return { ok: false, error: t('errors.languageNotSaved') };
  }
  (await cookies()).set(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
  });
  return { ok: true };
}
