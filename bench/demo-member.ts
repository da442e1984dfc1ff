import { DEMO_CONTENT, DEMO_MEMBERS } from '../dev/stack';
import { readMembersFile } from '../dev/stack/seed';
import { classPage, readCatalog } from './course-lists';

export const DEMO_MEMBER_EMAIL = 'member@example.com';

/**
 * The demo member (content/members.json), whom the benches sign in or copy, on one class of
 * their courses in the demo export: their sign-in, their course list, the class page's path
 * and the title it must show. Throws when the demo data no longer holds that class for them.
 */
export function demoMemberClass(courseId: string, classId: string) {
  const member = readMembersFile(DEMO_MEMBERS).find((m) => m.email === DEMO_MEMBER_EMAIL);
  if (!member?.courses?.includes(courseId)) {
    throw new Error(`${DEMO_MEMBERS}: ${DEMO_MEMBER_EMAIL} does not hold ${courseId}`);
  }
  return {
    email: member.email,
    password: member.password,
    courses: member.courses,
    ...classPage(readCatalog(DEMO_CONTENT), courseId, classId),
  };
}
