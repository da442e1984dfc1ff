import 'server-only';
import { getCatalogOrEmpty, loadCatalog, type Course } from '../content';
import { coursesFor } from './access';

/**
 * The member's courses, filtered on the server from the shared catalog. Throws when the
 * catalog cannot be read, so a route can answer "unavailable" rather than "not yours".
 */
export async function loadMemberCourses(courseIds: readonly string[]): Promise<Course[]> {
  return coursesFor(await loadCatalog(), courseIds);
}

/** For pages: with no catalog to read, the member sees an empty list (and the error is logged). */
export async function getMemberCoursesOrEmpty(
  courseIds: readonly string[],
  route: string,
): Promise<Course[]> {
  return coursesFor(await getCatalogOrEmpty(route), courseIds);
}
