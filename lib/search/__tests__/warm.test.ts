import type { Catalog } from '../../content';
import { warmSearchIndexes, whenCacheReady } from '../warm';
import { BODIES, CATALOG, COURSE_A } from './fixtures';

/** The content cache as lib/search reads it: the catalog of the latest refresh, and the bodies. */
let catalog: Catalog = CATALOG;
const loadClassBodies = jest.fn(async () => BODIES);
jest.mock('../../content', () => ({
  loadCatalog: async () => catalog,
  loadClassBodies: () => loadClassBodies(),
  untitledNames: () => ({ course: 'Untitled Course', class: 'Untitled Class' }),
}));
jest.mock('../rate', () => ({ allowSearch: async () => true, SEARCH_RATE_RULE: {} }));
jest.mock('../../log', () => ({ log: jest.fn() }));

describe('the search index is built on refresh, not in a search', () => {
  beforeEach(() => loadClassBodies.mockClear());

  it("builds every language's index at refresh, so the next searches build nothing", async () => {
    const { getSearchOutcomeOrNull, refreshSearchIndexes } = await import('../index');
    expect(await refreshSearchIndexes()).toEqual(['en', 'ms', 'zh']);
    expect(loadClassBodies).toHaveBeenCalledTimes(3);

    loadClassBodies.mockClear();
    for (const locale of ['en', 'ms', 'zh'] as const) {
      const outcome = await getSearchOutcomeOrNull('uid', [COURSE_A], 'hammer', '/home', locale);
      expect(outcome?.hits.map((hit) => hit.classId)).toEqual(['a1']);
    }
    expect(loadClassBodies).not.toHaveBeenCalled();
  });

  it('after a new catalog, the refresh builds its index and the first search finds it ready', async () => {
    const { getSearchOutcomeOrNull, refreshSearchIndexes } = await import('../index');
    await refreshSearchIndexes();
    const shorter = { ...COURSE_A, classes: COURSE_A.classes.slice(0, 1) };
    catalog = { courses: [shorter], fetchedAt: CATALOG.fetchedAt + 60_000 };
    loadClassBodies.mockClear();

    await refreshSearchIndexes();
    expect(loadClassBodies).toHaveBeenCalledTimes(3);
    loadClassBodies.mockClear();
    // The member's open classes still name a2 (which the old index finds), so no hit means the
    // answer came from the new catalog's index, which nothing had to build for this search.
    const outcome = await getSearchOutcomeOrNull('uid', [COURSE_A], 'zones', '/home', 'en');
    expect(outcome?.hits).toEqual([]);
    expect(loadClassBodies).not.toHaveBeenCalled();
  });
});

describe('one set of indexes per process', () => {
  it("serves the page's copy of lib/search the index another bundle's copy built", async () => {
    // Next bundles the instrumentation hook, route handlers and pages apart, each with its
    // own copy of the module: the warm-up's build must be the one the search page reads.
    const copy = () => {
      let loaded!: typeof import('../index');
      jest.isolateModules(() => {
        loaded = jest.requireActual('../index');
      });
      return loaded;
    };
    const [instrumentation, page] = [copy(), copy()];
    expect(page).not.toBe(instrumentation);
    catalog = { ...CATALOG, fetchedAt: CATALOG.fetchedAt + 120_000 };
    loadClassBodies.mockClear();
    await instrumentation.refreshSearchIndexes();
    expect(loadClassBodies).toHaveBeenCalledTimes(3);
    loadClassBodies.mockClear();
    const outcome = await page.getSearchOutcomeOrNull('uid', [COURSE_A], 'hammer', '/', 'en');
    expect(outcome?.hits.map((hit) => hit.classId)).toEqual(['a1']);
    expect(loadClassBodies).not.toHaveBeenCalled();
  });
});

describe('warmSearchIndexes', () => {
  it('builds the languages one after another and goes on past a failure', async () => {
    const order: string[] = [];
    const built = await warmSearchIndexes(async (locale) => {
      order.push(`start ${locale}`);
      await Promise.resolve();
      if (locale === 'ms') throw new Error('Contentful down');
      order.push(`end ${locale}`);
    });
    expect(built).toEqual(['en', 'zh']);
    expect(order).toEqual(['start en', 'end en', 'start ms', 'start zh', 'end zh']);
  });
});

describe('whenCacheReady', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('warms once, as soon as the content cache exists', () => {
    let ready = false;
    const warm = jest.fn(async () => {});
    whenCacheReady(warm, { ready: () => ready, intervalMs: 100 });
    jest.advanceTimersByTime(1_000);
    expect(warm).not.toHaveBeenCalled();
    ready = true;
    jest.advanceTimersByTime(100);
    expect(warm).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('gives up after a while, leaving the first search to build as before', () => {
    const warm = jest.fn(async () => {});
    whenCacheReady(warm, { ready: () => false, intervalMs: 100, giveUpAfterMs: 500 });
    jest.advanceTimersByTime(600);
    expect(jest.getTimerCount()).toBe(0);
    expect(warm).not.toHaveBeenCalled();
  });
});

describe('the index follows the content, not the read', () => {
  it('builds nothing when the content cache reads the same content again; builds once it changes', async () => {
    const { getSearchOutcomeOrNull, refreshSearchIndexes } = await import('../index');
    catalog = { ...CATALOG, fetchedAt: 1_000_000, version: 'v1' };
    await refreshSearchIndexes();
    loadClassBodies.mockClear();

    // The catalog's minute is up: read anew, same content, same version.
    catalog = { ...CATALOG, fetchedAt: 1_060_000, version: 'v1' };
    await refreshSearchIndexes();
    const outcome = await getSearchOutcomeOrNull('uid', [COURSE_A], 'hammer', '/home', 'en');
    expect(outcome?.hits.map((hit) => hit.classId)).toEqual(['a1']);
    expect(loadClassBodies).not.toHaveBeenCalled();

    // A publish: the next read has another version, and the refresh builds its index.
    const shorter = { ...COURSE_A, classes: COURSE_A.classes.slice(0, 1) };
    catalog = { courses: [shorter], fetchedAt: 1_120_000, version: 'v2' };
    await refreshSearchIndexes();
    expect(loadClassBodies).toHaveBeenCalledTimes(3);
    const after = await getSearchOutcomeOrNull('uid', [COURSE_A], 'zones', '/home', 'en');
    expect(after?.hits).toEqual([]);
  });
});
