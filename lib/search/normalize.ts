/**
 * One word, for the index, the query and the excerpts alike: a run of anything but spaces,
 * line breaks, punctuation and symbols ("risk-reward" is two words, "$100" is "100"), except
 * that each Chinese character is a word of its own. Chinese is written without spaces, so a sentence would otherwise be one word;
 * a query's characters then each have to occur in the class (all of them: the engine
 * combines words with AND), which finds 价格 in 推动价格的因素.
 */
export const WORD = /\p{Script=Han}|[^\n\r\p{Z}\p{P}\p{S}\p{Script=Han}]+/gu;

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

/** The words of `text`, as the index, the query and the excerpts cut them (WORD). */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}
