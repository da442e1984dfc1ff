import { LOCALES, type Locale } from '../env/client';

/**
 * Firebase Auth's codes for the site's languages. Set as an Auth instance's `languageCode`,
 * the code travels with each request as `X-Firebase-Locale`, and Firebase writes its own
 * e-mails (the set-password one) and its password page in that language.
 */
export const FIREBASE_LANGUAGE_CODES: Record<Locale, string> = { en: 'en', ms: 'ms', zh: 'zh-CN' };

/** Firebase's code for a page's `Intl` locale (`ms-MY` → `ms`); English for any other. */
export function firebaseLanguageOf(intlLocale: string): string {
  const language = new Intl.Locale(intlLocale).language;
  const locale = LOCALES.find((known) => known === language);
  return FIREBASE_LANGUAGE_CODES[locale ?? 'en'];
}
