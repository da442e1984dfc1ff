import 'server-only';
import { cache } from 'react';
import { keepLastGood, shareResult, singleFlight, type ServiceHealth } from '../async';
import { sharedCache } from '../cached-read';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/client';
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
 * One catalog per language for every member, whatever their access: Contentful traffic
 * depends on the content and the three languages, never on the members. The language is
 * the cache key's argument, so each has its own entry, and all carry CONTENT_TAG: the
 * publish webhook expires every language at once. When an entry goes stale, every request
 * that sees it starts a revalidation; sharing the running fetch keeps that burst to one
 * request per language.
 */
const cachedCatalog = sharedCache(
  singleFlight(fetchCatalog, (locale = DEFAULT_LOCALE) => `catalog:${locale}`),
  ['catalog'],
  { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [CONTENT_TAG] },
);

/**
 * The last content this instance read in each language, for when Contentful fails after
 * the cache entry was dropped (the publish webhook expires it at once): members keep what
 * they had, and while Contentful keeps failing they get it without waiting
 * (lib/async/last-good.ts).
 */
const contentful: ServiceHealth = { failing: false };
const catalogReads = keepLastGood((locale: Locale) => cachedCatalog(locale), contentful);

type SharedClassBodies = Record<Locale, (version: unknown) => Promise<Map<string, ClassBody>>>;

/**
 * Every class's rich text in one language, read in one paged fetch that the cache misses
 * of all classes share: the first views of many classes cost a few requests, not one each.
 * The read is reused for at most the revalidate period and only for the content it was read
 * under (the catalog's `version`, which a publish of any course or class moves on, rich
 * text alone included), so a publish (the webhook expires the catalogs, which are read anew
 * before any body) is never answered from an older read, on any instance.
 *
 * One read per process, on `globalThis`: Next bundles route handlers, pages and the
 * instrumentation hook apart, each with its own copy of this module, and the read the
 * search index makes after the publish webhook must be the one the next class page reuses
 * (2,000 classes take some 40 requests).
 */
const SHARED_BODIES = Symbol.for('apex.content.classBodies');
const processWide = globalThis as typeof globalThis & { [SHARED_BODIES]?: SharedClassBodies };
const sharedClassBodies = (processWide[SHARED_BODIES] ??= Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    shareResult(() => fetchClassBodies(locale), { maxAgeMs: CONTENT_REVALIDATE_SECONDS * 1000 }),
  ]),
) as SharedClassBodies);

/** What a bulk body read is shared under: the catalog's content (its read's time for an old copy). */
const contentOf = (catalog: Catalog | undefined): unknown => catalog?.version ?? catalog?.fetchedAt;

/** The shared read of `locale`'s bodies for the content of the catalog this copy read last. */
const classBodiesOf = (locale: Locale) =>
  sharedClassBodies[locale](contentOf(catalogReads.last(locale)));

/** Each class's rich text in its own entry per language, so a page parses one body, not every course's. */
const cachedClassBody = sharedCache(
  async (classId: string, locale: Locale): Promise<ClassBody> =>
    (await classBodiesOf(locale)).get(classId) ?? null,
  ['class-body'],
  { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [CONTENT_TAG] },
);
const classBodyReads = keepLastGood((key: `${Locale}:${string}`) => {
  const at = key.indexOf(':');
  return cachedClassBody(key.slice(at + 1), key.slice(0, at) as Locale);
}, contentful);

/**
 * The shared catalog in `locale`'s language (English where a field is not translated);
 * throws when Contentful fails and nothing was ever read in that language. Read once per
 * request and language (React's `cache`): each read of the cache entry parses the whole
 * catalog again (about 3 ms at 2,000 classes), and a search page needs it twice, for the
 * member's courses and for the index.
 */
export const loadCatalog = cache(async (locale: Locale = DEFAULT_LOCALE): Promise<Catalog> => {
  const read = await catalogReads.read(locale);
  if (!read.fresh) log('warn', 'serving the last good catalog', { locale, error: read.error });
  return read.value;
});

/** For pages: a failure with nothing to fall back on is logged and reads as no courses. */
export async function getCatalogOrEmpty(
  route: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Catalog> {
  try {
    return await loadCatalog(locale);
  } catch (error) {
    log('error', 'could not load the course catalog', { route, locale, error });
    return EMPTY_CATALOG;
  }
}

/**
 * Every class's rich text in `locale`'s language by class id, read for the content of
 * `catalog` (that language's, just loaded), from the read the class-body cache misses share:
 * for what is built once for every member (the search index), never sent as it is. Throws
 * when Contentful fails.
 */
export function loadClassBodies(
  locale: Locale,
  catalog: Catalog,
): Promise<ReadonlyMap<string, ClassBody>> {
  return sharedClassBodies[locale](contentOf(catalog));
}

/**
 * A class's rich text in `locale`'s language. Call it only for a class the member may
 * open: the body is read after the access check, never for a list.
 */
export async function getClassBodyOrNull(
  classId: string,
  route: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ClassBody> {
  try {
    const read = await classBodyReads.read(`${locale}:${classId}`);
    if (!read.fresh)
      log('warn', 'serving a last good class body', { route, classId, locale, error: read.error });
    return read.value;
  } catch (error) {
    log('error', 'could not load a class body', { route, classId, locale, error });
    return null;
  }
}
