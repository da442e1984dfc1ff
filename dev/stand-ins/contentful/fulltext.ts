/**
 * Full-text search as the CDA documents it: the query is split into tokens, each token
 * is left-anchored (matches the start of a word), matching ignores case, and an item
 * matches when every token is found somewhere in the searched texts.
 */

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

export function searchTokens(query: string): string[] {
  return query
    .toLowerCase()
    .split(WORD_SEPARATOR)
    .filter((token) => token !== '');
}

export function matchesTokens(texts: readonly string[], tokens: readonly string[]): boolean {
  const words = texts.flatMap(searchTokens);
  return tokens.every((token) => words.some((word) => word.startsWith(token)));
}

/** Strings inside a value: plain text, arrays of symbols, and the text nodes of rich text. */
export function textsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) textsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    if (node.nodeType === 'text' && typeof node.value === 'string') found.push(node.value);
    else if (Array.isArray(node.content)) textsIn(node.content, found);
  }
  return found;
}

/** Every locale's texts of the fields `searchable` names: what a global `query` looks at. */
export function searchableTexts(
  fields: Record<string, Record<string, unknown> | undefined>,
  searchable: (fieldId: string) => boolean,
): string[] {
  return Object.entries(fields).flatMap(([fieldId, values]) =>
    values && searchable(fieldId) ? textsIn(Object.values(values)) : [],
  );
}
