import 'server-only';
import type { Member } from '../auth/session';
import { getCourses, type Course } from '../content';
import { log } from '../log';
import { getEntitledCourseIds } from './entitlements';

const LOAD_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${what} did not answer within ${LOAD_TIMEOUT_MS} ms`)),
        LOAD_TIMEOUT_MS,
      ).unref(),
    ),
  ]);
}

/**
 * The member's courses: entitlement from Firestore, content from Contentful. A failure of
 * either is logged and reads as an empty list, so the page still renders.
 */
export async function getMemberCourses(member: Member): Promise<Course[]> {
  try {
    const ids = await withTimeout(getEntitledCourseIds(member.email), 'Firestore');
    return await getCourses(ids);
  } catch (error) {
    log('error', 'could not load the member courses', { route: '/home', uid: member.uid, error });
    return [];
  }
}
