/**
 * Where words split, for the index, the query and the excerpts alike: spaces, line breaks,
 * punctuation and symbols ("risk-reward" is two words, "$100" is "100").
 */
export const WORD_SEPARATORS = /[\n\r\p{Z}\p{P}\p{S}]+/u;
/** One word: a run of anything but separators. */
export const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * A word as the index keeps it: lower case, accents dropped ("Élan" and "elan" are one word).
 * Most words are plain ASCII and skip the Unicode decomposition, which is most of the cost.
 */
export function normalizeTerm(term: string): string {
  const lower = term.toLowerCase();
  return ASCII_ONLY.test(lower) ? lower : lower.normalize('NFD').replace(COMBINING_MARKS, '');
}

export function tokenize(text: string): string[] {
  return text.split(WORD_SEPARATORS);
}
