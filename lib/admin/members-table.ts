import { isLocale, type Locale } from '../i18n/client';
import { memberCursor, memberPrefix, type AccessSource } from '../members/client';

/**
 * The members table's URL state: `?q=<prefix>&lang=<language>&after=<last e-mail of the page
 * before>`; `lang` keeps the members who chose that language.
 */
export type MembersQuery = {
  q: string;
  prefix: string;
  after: string | null;
  language: Locale | null;
};

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

export function membersQuery(params: SearchParams): MembersQuery {
  const q = first(params.q).trim().slice(0, 200);
  const lang = first(params.lang);
  return {
    q,
    prefix: memberPrefix(q),
    after: memberCursor(first(params.after).slice(0, 400)),
    language: isLocale(lang) ? lang : null,
  };
}

/** The languages as the (English) console names them. */
export const CONSOLE_LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ms: 'Malay',
  zh: 'Chinese',
};

/** A member's language in the console: the one they chose, or that none was (they get English). */
export function languageLabel(language: Locale | null): string {
  return language ? CONSOLE_LANGUAGE_NAMES[language] : 'not chosen (English)';
}

export function sourcesLabel(sources: readonly AccessSource[]): string {
  return sources.length ? sources.join(', ') : 'none';
}
