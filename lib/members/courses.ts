import 'server-only';
import type { Member } from '../auth/session';
import { getCourses, type Course } from '../content';
import { log } from '../log';
import { getEntitledCourseIds } from './entitlements';

const LOAD_TIMEOUT_MS = 10_000;

async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${LOAD_TIMEOUT_MS} ms`)),
      LOAD_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The member's courses: entitlement from Firestore, content from Contentful. Throws when
 * either fails, so a route can answer "unavailable" rather than "not yours".
 */
export async function loadMemberCourses(member: Member): Promise<Course[]> {
  const ids = await withTimeout(getEntitledCourseIds(member.email), 'Firestore');
  return getCourses(ids);
}

/** For pages: a failure is logged and reads as an empty list, so the page still renders. */
export async function getMemberCourses(member: Member, route: string): Promise<Course[]> {
  try {
    return await loadMemberCourses(member);
  } catch (error) {
    log('error', 'could not load the member courses', { route, uid: member.uid, error });
    return [];
  }
}
