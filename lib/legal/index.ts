import { INTL_LOCALES, type Locale } from '../i18n/client';
import { privacy as privacyMs } from './ms/privacy';
import { terms as termsMs } from './ms/terms';
import { privacy } from './privacy';
import { terms } from './terms';
import type { LegalDocument } from './types';
import { privacy as privacyZh } from './zh/privacy';
import { terms as termsZh } from './zh/terms';

export { privacy, terms };
export type { LegalDocument, LegalSection } from './types';

export type LegalKind = 'privacy' | 'terms';

/**
 * The legal texts in each language. English is the binding version; the Malay and Chinese
 * pages say so (the `marketing.legal.prevails` message).
 */
const DOCUMENTS: Record<Locale, Record<LegalKind, LegalDocument>> = {
  en: { privacy, terms },
  ms: { privacy: privacyMs, terms: termsMs },
  zh: { privacy: privacyZh, terms: termsZh },
};

export function legalDocument(kind: LegalKind, locale: Locale): LegalDocument {
  return DOCUMENTS[locale][kind];
}

/**
 * A legal page's date in the page's language. The product spec fixes the English one as
 * 'April 1, 2025' (month first), so English is formatted the US way; Malay and Chinese
 * the Malaysian way. Noon UTC, so no time zone moves the day.
 */
export function formatLegalDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T12:00:00Z`);
  const tag = locale === 'en' ? 'en-US' : INTL_LOCALES[locale];
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
