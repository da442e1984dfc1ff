/**
 * lib/search's pure door: building and querying the index, the query's rules, excerpts.
 * Server code imports everything from `@/lib/search`.
 */
export { searchDocuments, type SearchDocument } from './documents';
export { buildSearchIndex, FIELD_BOOSTS, MIN_PREFIX_LENGTH, type SearchIndex } from './engine';
export { excerpt, highlight, type Segment } from './excerpt';
export { normalizeTerm } from './normalize';
export {
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  MAX_RESULTS,
  openClassesOf,
  readQuery,
  searchClasses,
  searchHref,
  type OpenClass,
  type SearchHit,
  type SearchOutcome,
  type SearchQuery,
} from './query';
