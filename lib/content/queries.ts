import 'server-only';
import { contentfulClient } from './contentful';
import { ENTRY_ID } from './entry-id';
import type { RawClass, RawCourse } from './raw';
import { reshapeClassBody, reshapeCourse } from './reshape';
import type { Catalog, ClassBody } from './types';

/**
 * Courses a page. Each page carries its courses' classes, categories and assets as
 * includes, which Contentful caps at 1000 entries and 7 MB a response; 50 courses of up
 * to ~20 classes each stay well inside both.
 */
export const CATALOG_PAGE_SIZE = 50;

/** Uncached: every published course, paged, with categories, classes and materials. */
export async function fetchCatalog(): Promise<Catalog> {
  const courses = [];
  for (let skip = 0; ; skip += CATALOG_PAGE_SIZE) {
    const page = await contentfulClient().getEntries({
      content_type: 'course',
      include: 2,
      limit: CATALOG_PAGE_SIZE,
      skip,
      // A stable order, so no course is skipped or repeated between pages.
      order: ['sys.id'],
    });
    courses.push(...(page.items as unknown as RawCourse[]).map(reshapeCourse));
    if (page.items.length < CATALOG_PAGE_SIZE || skip + page.items.length >= page.total) break;
  }
  return { courses, fetchedAt: Date.now() };
}

/** Uncached: one class's rich text, embedded assets resolved; null for an unknown class. */
export async function fetchClassBody(classId: string): Promise<ClassBody> {
  if (!ENTRY_ID.test(classId)) return null;
  const page = await contentfulClient().getEntries({
    content_type: 'class',
    'sys.id': classId,
    include: 1,
    limit: 1,
  });
  return reshapeClassBody(page.items[0] as unknown as RawClass | undefined);
}
