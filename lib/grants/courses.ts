import 'server-only';
import { getCatalogOrEmpty, loadCatalog, type Course } from '../content';
import { DEFAULT_LOCALE, type Locale } from '../i18n/client';
import { coursesFor, type MemberAccess } from './release';

/**
 * The member's courses, filtered on the server from the shared catalog of `locale` (the
 * page's language: `getRequestLocale()`), with every class not yet released to them locked
 * and stripped (release.ts). Pass the session's record. Throws when the catalog cannot be
 * read, so a route can answer "unavailable" rather than "not yours".
 */
export async function loadMemberCourses(
  access: MemberAccess,
  nowMs: number = Date.now(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<Course[]> {
  return coursesFor(await loadCatalog(locale), access, nowMs);
}

/** For pages: with no catalog to read, the member sees an empty list (and the error is logged). */
export async function getMemberCoursesOrEmpty(
  access: MemberAccess,
  route: string,
  nowMs: number = Date.now(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<Course[]> {
  return coursesFor(await getCatalogOrEmpty(route, locale), access, nowMs);
}
