import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** The languages an operator may translate a text into; English is the text itself. */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE,
);

/**
 * An operator's translations of some fields of an item (an announcement's title and message,
 * a live session's title and description), stored beside the English ones:
 * `translations: { ms: { title: '…' }, zh: { … } }`. Any field may be missing.
 */
export type Translations<K extends string> = Partial<
  Record<TranslatedLocale, Partial<Record<K, string>>>
>;

const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { ms: 'Malay', zh: 'Chinese' };

/**
 * The translated fields an edit changed, each with its language's English name (for the
 * console's audit details); a field missing and one left blank are the same.
 */
export function changedTranslations<K extends string>(
  before: Translations<K> | undefined,
  after: Translations<K> | undefined,
  fields: readonly K[],
): Array<{ language: string; field: K; old: string; now: string }> {
  return TRANSLATED_LOCALES.flatMap((locale) =>
    fields.flatMap((field) => {
      const old = before?.[locale]?.[field] ?? '';
      const now = after?.[locale]?.[field] ?? '';
      return old === now ? [] : [{ language: LANGUAGE_NAMES[locale], field, old, now }];
    }),
  );
}

/**
 * The fields in the reader's language, field by field: a translation that is missing or blank
 * reads as the English text.
 */
export function localizedFields<K extends string>(
  english: Record<K, string>,
  translations: Translations<K> | undefined,
  locale: Locale,
): Record<K, string> {
  if (locale === 'en') return english;
  const theirs: Partial<Record<K, string>> = translations?.[locale] ?? {};
  const out = { ...english };
  for (const key of Object.keys(english) as K[]) {
    const text = theirs[key];
    if (typeof text === 'string' && text.trim() !== '') out[key] = text;
  }
  return out;
}

/**
 * A stored `translations` value as translations of these fields: only strings that are not
 * blank are kept, so a malformed or half-filled document reads as fewer translations.
 */
export function translationsOf<K extends string>(
  value: unknown,
  fields: readonly K[],
): Translations<K> {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const out: Translations<K> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const raw = stored[locale];
    if (typeof raw !== 'object' || raw === null) continue;
    const fieldsOf: Partial<Record<K, string>> = {};
    for (const field of fields) {
      const text = (raw as Record<string, unknown>)[field];
      if (typeof text === 'string' && text.trim() !== '') fieldsOf[field] = text;
    }
    if (Object.keys(fieldsOf).length > 0) out[locale] = fieldsOf;
  }
  return out;
}
