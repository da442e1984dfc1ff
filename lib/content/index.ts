import 'server-only';
import { unstable_cache } from 'next/cache';
import { keepLastGood, type ServiceHealth } from '../async';
import { shareResult } from '../async';
import { singleFlight } from '../async';
import { log } from '../log';
import { fetchCatalog, fetchClassBodies } from './queries';
import type { Catalog, ClassBody } from './types';

export * from './client';
export { fetchCatalog } from './queries';

/** Everything read from Contentful carries this tag; the publish webhook revalidates it. */
export const CONTENT_TAG = 'contentful';

/** How long cached content is served before the next request refreshes it. */
export const CONTENT_REVALIDATE_SECONDS = 60;

const EMPTY_CATALOG: Catalog = { courses: [], fetchedAt: 0 };

/**
 * One catalog for every member, whatever their access: Contentful traffic depends on the
 * content, never on the members. When the entry goes stale, every request that sees it
 * starts a revalidation; sharing the running fetch keeps that burst to one request.
 */
const cachedCatalog = unstable_cache(
  singleFlight(fetchCatalog, () => 'catalog'),
  ['catalog'],
  { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [CONTENT_TAG] },
);

/**
 * The last content this instance read, for when Contentful fails after the cache entry
 * was dropped (the publish webhook expires it at once): members keep what they had, and
 * while Contentful keeps failing they get it without waiting (lib/async/last-good.ts).
 */
const contentful: ServiceHealth = { failing: false };
const catalogReads = keepLastGood(() => cachedCatalog(), contentful);

/**
 * Every class's rich text, read in one paged fetch that the cache misses of all classes
 * share: the first views of many classes cost a few requests, not one each. The read is
 * reused for at most the revalidate period and only while this instance serves the catalog
 * it was read under, so a publish (the webhook expires the catalog, which is read anew
 * before any body) is never answered from an older read, on any instance.
 */
const sharedClassBodies = shareResult(fetchClassBodies, {
  maxAgeMs: CONTENT_REVALIDATE_SECONDS * 1000,
  version: () => catalogReads.last('catalog')?.fetchedAt,
});

/** Each class's rich text in its own entry, so a page parses one body, not every course's. */
const cachedClassBody = unstable_cache(
  async (classId: string): Promise<ClassBody> => (await sharedClassBodies()).get(classId) ?? null,
  ['class-body'],
  { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [CONTENT_TAG] },
);
const classBodyReads = keepLastGood((classId: string) => cachedClassBody(classId), contentful);

/** The shared catalog; throws when Contentful fails and nothing was ever read. */
export async function loadCatalog(): Promise<Catalog> {
  const read = await catalogReads.read('catalog');
  if (!read.fresh) log('warn', 'serving the last good catalog', { error: read.error });
  return read.value;
}

/** For pages: a failure with nothing to fall back on is logged and reads as no courses. */
export async function getCatalogOrEmpty(route: string): Promise<Catalog> {
  try {
    return await loadCatalog();
  } catch (error) {
    log('error', 'could not load the course catalog', { route, error });
    return EMPTY_CATALOG;
  }
}

/**
 * Every class's rich text by class id, from the read the class-body cache misses share:
 * for what is built once for every member (the search index), never sent as it is. Throws
 * when Contentful fails.
 */
export function loadClassBodies(): Promise<ReadonlyMap<string, ClassBody>> {
  return sharedClassBodies();
}

/**
 * A class's rich text. Call it only for a class the member may open: the body is read
 * after the access check, never for a list.
 */
export async function getClassBodyOrNull(classId: string, route: string): Promise<ClassBody> {
  try {
    const read = await classBodyReads.read(classId);
    if (!read.fresh)
      log('warn', 'serving a last good class body', { route, classId, error: read.error });
    return read.value;
  } catch (error) {
    log('error', 'could not load a class body', { route, classId, error });
    return null;
  }
}
