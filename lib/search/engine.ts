import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchDocument } from './documents';
import { normalizeTerm, tokenize } from './normalize';

/** The index of every class's words, and the documents it was built from. */
export type SearchIndex = {
  engine: MiniSearch<SearchDocument>;
  documents: ReadonlyMap<string, SearchDocument>;
};

/** A title match counts three times a match in the text, a material's title twice. */
export const FIELD_BOOSTS = { title: 3, materials: 2, text: 1 } as const;

/** A query word matches words it begins ("candl" finds "candlestick") from this length on. */
export const MIN_PREFIX_LENGTH = 2;

const processTerm = (term: string) => normalizeTerm(term) || null;

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const engine = new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: ['title', 'text', 'materials'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: FIELD_BOOSTS.title, materials: FIELD_BOOSTS.materials },
      prefix: (term) => term.length >= MIN_PREFIX_LENGTH,
      // Whole words and their beginnings only: a near miss would mark words the member
      // did not type.
      fuzzy: false,
      // Every word of the query must match: more words, fewer and closer results.
      combineWith: 'AND',
    },
  });
  engine.addAll(documents);
  return { engine, documents: new Map(documents.map((d) => [d.id, d])) };
}

/**
 * The classes matching `query` among those `mayOpen` admits, best first. The filter runs
 * inside the engine, so what the member may not open is never a result nor counted.
 */
export function matchClasses(
  index: SearchIndex,
  query: string,
  mayOpen: (classId: string) => boolean,
): SearchResult[] {
  return index.engine.search(query, { filter: (result) => mayOpen(String(result.id)) });
}
