import 'server-only';
import { loadCatalog, loadClassBodies, type Catalog, type Course } from '../content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/client';
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
 * One index per language and catalog this instance reads, shared by every member: built
 * from that language's shared catalog and the class bodies lib/content caches, rebuilt
 * when the catalog is read anew (each refresh of the content cache, and at once after the
 * publish webhook expires it). A language's index is built when a member first searches
 * in it.
 */
const indexOf = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    latestByVersion(
      async (catalog: Catalog): Promise<SearchIndex> => {
        const reading = performance.now();
        const bodies = await loadClassBodies(locale);
        const building = performance.now();
        const index = buildSearchIndex(searchDocuments(catalog, bodies));
        log('info', 'search index built', {
          locale,
          classes: index.documents.size,
          ms: Math.round(performance.now() - building),
          readMs: Math.round(building - reading),
        });
        return index;
      },
      {
        retryAfterMs: REBUILD_RETRY_MS,
        onError: (error) => log('error', 'could not build the search index', { locale, error }),
      },
    ),
  ]),
) as Record<Locale, (version: unknown, catalog: Catalog) => Promise<SearchIndex>>;

/** The index of the current catalog in `locale`'s language; throws when none could be built. */
export async function loadSearchIndex(locale: Locale = DEFAULT_LOCALE): Promise<SearchIndex> {
  const catalog = await loadCatalog(locale);
  return indexOf[locale](catalog.fetchedAt, catalog);
}

/**
 * For pages: the member's results among `courses` (their own, filtered on the server, locked
 * classes left out, from the catalog of the same `locale`) in that language's index, or
 * null when search cannot answer now (the failure is logged), which includes a member over
 * the search limit (SEARCH_RATE_RULE, per member).
 */
export async function getSearchOutcomeOrNull(
  memberUid: string,
  courses: readonly Course[],
  query: string,
  route: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SearchOutcome | null> {
  try {
    if (!(await allowSearch(memberUid))) {
      log('warn', 'search rate limited', { route });
      return null;
    }
    return searchClasses(await loadSearchIndex(locale), query, openClassesOf(courses));
  } catch (error) {
    log('error', 'search failed', { route, locale, error });
    return null;
  }
}
