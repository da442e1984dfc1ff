import 'server-only';
import { unstable_cache } from 'next/cache';
import { singleFlight } from '../single-flight';
import { fetchCourses } from './queries';
import type { Course } from './types';

export type { Asset, Category, CategoryGroup, Course, CourseClass } from './types';
export { groupByCategory } from './sorting';

/** Everything read from Contentful carries this tag; the publish webhook revalidates it. */
export const CONTENT_TAG = 'contentful';

/**
 * At most one Contentful round trip per id set a minute, however many members ask. When
 * the entry goes stale, every request that sees it starts a revalidation; sharing the
 * running fetch keeps that burst to one request.
 */
const fetchCoursesOnce = singleFlight(fetchCourses, (ids) => ids.join(','));
const cachedCourses = unstable_cache(fetchCoursesOnce, ['courses-by-ids'], {
  revalidate: 60,
  tags: [CONTENT_TAG],
});

export async function getCourses(ids: string[]): Promise<Course[]> {
  if (ids.length === 0) return [];
  return cachedCourses([...new Set(ids)].sort());
}
