import 'server-only';
import { loadCatalog, loadClassBodies, untitledNames, type Catalog, type Course } from '../content';
import { getTranslator } from '../i18n';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/client';
import { log } from '../log';
import { searchDocuments } from './documents';
import { buildSearchIndex, type SearchIndex } from './engine';
import { openClassesOf, searchClasses, type SearchOutcome } from './query';
import { allowSearch } from './rate';
import { latestByVersion } from './versioned';
import { warmSearchIndexes, whenCacheReady } from './warm';

export * from './client';
export { allowSearch, SEARCH_RATE_RULE } from './rate';

/** After a failed rebuild, how long the previous index is served before the next try. */
const REBUILD_RETRY_MS = 10_000;

type Indexes = Record<Locale, (version: unknown, catalog: Catalog) => Promise<SearchIndex>>;

/**
 * One index per language and catalog this instance reads, shared by every member: built
 * from that language's shared catalog and the class bodies lib/content caches, rebuilt
 * when the catalog's content changes (its `version`: a refresh of the content cache that
 * reads the same content builds nothing; a publish is seen at once after the webhook
 * expires the cache, or at the next refresh). Every language's index is built when the server starts and
 * after the publish webhook (`refreshSearchIndexes`), off any member's search; a search
 * finding none yet (the instance's very first) builds it, and one finding a newer catalog is
 * answered from the previous index while the new one builds.
 *
 * The indexes live on `globalThis`, one set per process: Next bundles the instrumentation
 * hook, route handlers and pages apart, each with its own copy of this module, and the index
 * the start-up warm-up or the webhook builds must be the one the search page reads.
 */
const makeIndexes = (): Indexes =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      latestByVersion(
        async (catalog: Catalog): Promise<SearchIndex> => {
          const reading = performance.now();
          const bodies = await loadClassBodies(locale, catalog);
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
  ) as Indexes;

const SHARED = Symbol.for('apex.search.indexes');
const shared = globalThis as typeof globalThis & { [SHARED]?: Indexes };
const indexOf: Indexes = (shared[SHARED] ??= makeIndexes());

/** The index of the current catalog in `locale`'s language; throws when none could be built. */
export async function loadSearchIndex(locale: Locale = DEFAULT_LOCALE): Promise<SearchIndex> {
  const catalog = await loadCatalog(locale);
  // Keyed on the content, not on the read: the content cache reads the catalog anew every
  // minute, and an unchanged catalog keeps its index. (A copy cached before catalogs carried
  // a version falls back to its read's time.)
  return indexOf[locale](catalog.version ?? catalog.fetchedAt, catalog);
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
    return searchClasses(
      await loadSearchIndex(locale),
      query,
      openClassesOf(courses, untitledNames(getTranslator(locale, 'members'))),
    );
  } catch (error) {
    log('error', 'search failed', { route, locale, error });
    return null;
  }
}

/**
 * Builds every language's index of the current catalog (a no-op for one already built):
 * after the publish webhook, so the first search after it is as fast as any.
 */
export function refreshSearchIndexes(): Promise<Locale[]> {
  return warmSearchIndexes(loadSearchIndex);
}

/**
 * At server start (instrumentation.ts): builds every language's index as soon as the
 * instance can read the content cache, before members search.
 */
export function warmSearchIndexesAtStart(): void {
  whenCacheReady(refreshSearchIndexes);
}
