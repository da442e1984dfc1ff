import 'server-only';
import { loadCatalog, loadClassBodies, type Catalog, type Course } from '../content';
import { log } from '../log';
import { searchDocuments } from './documents';
import { buildSearchIndex, type SearchIndex } from './engine';
import { openClassesOf, searchClasses, type SearchOutcome } from './query';
import { allowSearch } from './rate';
import { latestByVersion } from './versioned';

export * from './client';
export { allowSearch, SEARCH_RATE_RULE } from './rate';

/** After a failed rebuild, how long the previous index is served before the next try. */
const REBUILD_RETRY_MS = 10_000;

/**
 * One index per catalog this instance reads, shared by every member: built from the shared
 * catalog and the class bodies lib/content caches, rebuilt when the catalog is read anew
 * (each refresh of the content cache, and at once after the publish webhook expires it).
 */
const indexOf = latestByVersion(
  async (catalog: Catalog): Promise<SearchIndex> => {
    const reading = performance.now();
    const bodies = await loadClassBodies();
    const building = performance.now();
    const index = buildSearchIndex(searchDocuments(catalog, bodies));
    log('info', 'search index built', {
      classes: index.documents.size,
      ms: Math.round(performance.now() - building),
      readMs: Math.round(building - reading),
    });
    return index;
  },
  {
    retryAfterMs: REBUILD_RETRY_MS,
    onError: (error) => log('error', 'could not build the search index', { error }),
  },
);

/** The index of the current catalog; throws when none could be built. */
export async function loadSearchIndex(): Promise<SearchIndex> {
  const catalog = await loadCatalog();
  return indexOf(catalog.fetchedAt, catalog);
}

/**
 * For pages: the member's results among `courses` (their own, filtered on the server, locked
 * classes left out), or null when search cannot answer now (the failure is logged), which
 * includes a member over the search limit (SEARCH_RATE_RULE, per member).
 */
export async function getSearchOutcomeOrNull(
  memberUid: string,
  courses: readonly Course[],
  query: string,
  route: string,
): Promise<SearchOutcome | null> {
  try {
    if (!(await allowSearch(memberUid))) {
      log('warn', 'search rate limited', { route });
      return null;
    }
    return searchClasses(await loadSearchIndex(), query, openClassesOf(courses));
  } catch (error) {
    log('error', 'search failed', { route, error });
    return null;
  }
}
