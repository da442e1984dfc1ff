import { COURSES } from './courses';
import type { MemberSpec } from './types';

/**
 * Demo members for the local stack (dev/stack/seed.ts reads content/members.json).
 * A member without `courses` gets an account and a record holding only its account.
 */
export const MEMBERS: MemberSpec[] = [
  {
    email: 'member@example.com',
    password: 'Demo-Password-1',
    courses: COURSES.map((c) => c.id).filter((id) => id !== 'course-risk-management'),
    // Before two classes were published, so they show as "New" on the first visit.
    lastSeenAt: '2025-03-01T12:00:00.000Z',
  },
  { email: 'empty@example.com', password: 'Demo-Password-2', courses: [] },
  { email: 'norecord@example.com', password: 'Demo-Password-3' },
  { email: 'risk@example.com', password: 'Demo-Password-4', courses: ['course-risk-management'] },
  { email: 'operator@example.com', password: 'Demo-Operator-5', courses: [], admin: true },
];

export function membersFile(): { members: MemberSpec[] } {
  return { members: MEMBERS };
}
