import 'server-only';
import { contentfulClient } from './client';
import { ENTRY_ID } from './entry-id';
import type { RawCourse } from './raw';
import { reshapeCourse } from './reshape';
import type { Course } from './types';

/** Keeps each `sys.id[in]` URL short; Contentful refuses URLs past about 7,600 characters. */
export const IDS_PER_REQUEST = 100;

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Uncached: the courses with these ids, categories, classes and materials resolved. */
export async function fetchCourses(ids: string[]): Promise<Course[]> {
  const unique = [...new Set(ids)].filter((id) => ENTRY_ID.test(id));
  const pages = await Promise.all(
    chunk(unique, IDS_PER_REQUEST).map((batch) =>
      contentfulClient().getEntries({
        content_type: 'course',
        'sys.id[in]': batch,
        include: 2,
        limit: IDS_PER_REQUEST,
      }),
    ),
  );
  return pages.flatMap((page) => page.items as unknown as RawCourse[]).map(reshapeCourse);
}
