import 'server-only';
import type { EntriesQueries, EntrySkeletonType } from 'contentful';
import { getContentfulLocales } from '../env';
import { DEFAULT_LOCALE, type Locale } from '../i18n/client';
import { contentfulClient } from './contentful';
import type { RawClass, RawCourse } from './raw';
import { reshapeClassBody, reshapeCourse } from './reshape';
import type { Catalog, ClassBody } from './types';
import { contentVersion } from './version';

/**
 * Courses a page. Each page carries its courses' classes, categories and assets as
 * includes, which Contentful caps at 1000 entries and 7 MB a response; 50 courses of up
 * to ~20 classes each stay well inside both.
 */
export const CATALOG_PAGE_SIZE = 50;

/**
 * Classes a page when reading their rich text. Each page carries the classes' text and, as
 * includes, the assets it embeds and the entries it links to; under Contentful's caps of
 * 1000 included entries and 7 MB a response, 50 classes leave each ~20 links and ~140 KB.
 */
export const CLASS_BODY_PAGE_SIZE = 50;

type EntriesQuery = EntriesQueries<EntrySkeletonType, 'WITHOUT_UNRESOLVABLE_LINKS'>;

/**
 * Every entry the query matches, page by page in `sys.id` order until the total is read,
 * in the Contentful locale of the app's `locale` (CONTENTFUL_LOCALES). Contentful answers
 * each field in that locale, or along the locale's fallback chain (to en-US) where it has
 * no value, field by field: included entries and assets, rich text and files alike.
 */
async function fetchEveryEntry(
  query: EntriesQuery,
  pageSize: number,
  locale: Locale,
): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let skip = 0; ; skip += pageSize) {
    const page = await contentfulClient().getEntries({
      ...query,
      locale: getContentfulLocales()[locale],
      limit: pageSize,
      skip,
      // A stable order, so no entry is skipped or repeated between pages.
      order: ['sys.id'],
    });
    items.push(...page.items);
    if (page.items.length < pageSize || skip + page.items.length >= page.total) break;
  }
  return items;
}

/**
 * Uncached: every published course, paged, with categories, classes and materials, in
 * `locale`'s language with English where a field is not translated, and the content's
 * version (`contentVersion`).
 */
export async function fetchCatalog(locale: Locale = DEFAULT_LOCALE): Promise<Catalog> {
  const courses = await fetchEveryEntry(
    { content_type: 'course', include: 2 },
    CATALOG_PAGE_SIZE,
    locale,
  );
  const raw = courses as RawCourse[];
  const reshaped = raw.map(reshapeCourse);
  return { courses: reshaped, fetchedAt: Date.now(), version: contentVersion(raw, reshaped) };
}

/**
 * Uncached: every published class's rich text by class id in `locale`'s language (English
 * where the text is not translated), paged, embedded assets resolved.
 * A class missing from the map does not exist (or is not published).
 */
export async function fetchClassBodies(
  locale: Locale = DEFAULT_LOCALE,
  pageSize = CLASS_BODY_PAGE_SIZE,
): Promise<Map<string, ClassBody>> {
  const classes = await fetchEveryEntry(
    // Only the text: titles, videos and materials are the catalog's. The whole sys stays,
    // so a link from one class's text to another class on the page still resolves.
    { content_type: 'class', include: 1, select: ['sys', 'fields.content'] },
    pageSize,
    locale,
  );
  return new Map((classes as RawClass[]).map((raw) => [raw.sys.id, reshapeClassBody(raw)]));
}
