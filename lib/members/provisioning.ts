import 'server-only';
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth, adminDb } from '../firebase/admin';
import { fetchCourses } from '../content/queries';
import { courseIdsOf, userDocPath } from './course-ids';
import { getEntitledCourseIds } from './entitlements';

/** Operator actions on member accounts; every e-mail is lower-cased, every change idempotent. */

export class MemberError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MemberError';
  }
}

const userDoc = (email: string) => adminDb().doc(userDocPath(email));

async function findUser(email: string): Promise<UserRecord | null> {
  try {
    return await adminAuth().getUserByEmail(email.toLowerCase());
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

async function requireUser(email: string): Promise<UserRecord> {
  const user = await findUser(email);
  if (!user) throw new MemberError(`No account for ${email.toLowerCase()}`);
  return user;
}

/**
 * Changes a member's course list atomically and says whether it changed. A transaction
 * rather than arrayUnion/arrayRemove, which the local Firestore stand-in applies only to a
 * field that already exists.
 */
async function updateCourseIds(
  email: string,
  change: (ids: string[]) => string[],
): Promise<boolean> {
  const doc = userDoc(email);
  return adminDb().runTransaction(async (transaction) => {
    const courses: unknown = (await transaction.get(doc)).get('courses');
    const before = Array.isArray(courses) ? courseIdsOf(courses) : null;
    const after = [...new Set(change(before ?? []))];
    const changed =
      before === null || after.length !== before.length || after.some((id, i) => id !== before[i]);
    if (changed) transaction.set(doc, { courses: after }, { merge: true });
    return changed;
  });
}

const adding = (ids: string[]) => (current: string[]) => [...current, ...ids];
const removing = (ids: string[]) => (current: string[]) =>
  current.filter((id) => !ids.includes(id));

export type AddResult = {
  uid: string;
  created: boolean;
  coursesChanged: boolean;
  resetLink: string | null;
};

/**
 * Creates the account (with a password, or none plus a reset link) and the users/{email}
 * record. An existing account keeps its password and only gains the courses.
 */
export async function addMember(
  email: string,
  options: { password?: string; courses?: string[] } = {},
): Promise<AddResult> {
  const normalized = email.toLowerCase();
  const existing = await findUser(normalized);
  const user =
    existing ??
    (await adminAuth().createUser({
      email: normalized,
      emailVerified: false,
      ...(options.password ? { password: options.password } : {}),
    }));
  const coursesChanged = await updateCourseIds(normalized, adding(options.courses ?? []));
  const resetLink =
    !existing && !options.password ? await adminAuth().generatePasswordResetLink(normalized) : null;
  return { uid: user.uid, created: !existing, coursesChanged, resetLink };
}

export async function grantCourses(email: string, courseIds: string[]): Promise<boolean> {
  await requireUser(email);
  return updateCourseIds(email, adding(courseIds));
}

export async function revokeCourses(email: string, courseIds: string[]): Promise<boolean> {
  await requireUser(email);
  return updateCourseIds(email, removing(courseIds));
}

/** Disabling also revokes every session at once, so the member is signed out everywhere. */
export async function setDisabled(email: string, disabled: boolean): Promise<void> {
  const user = await requireUser(email);
  await adminAuth().updateUser(user.uid, { disabled });
  if (disabled) await adminAuth().revokeRefreshTokens(user.uid);
}

export type MemberReport = {
  email: string;
  uid: string;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  courses: Array<{ id: string; title: string | null; known: boolean }>;
};

export async function describeMember(email: string): Promise<MemberReport> {
  const user = await requireUser(email);
  const ids = await getEntitledCourseIds(email);
  const titles = new Map((await fetchCourses(ids)).map((course) => [course.id, course.title]));
  return {
    email: email.toLowerCase(),
    uid: user.uid,
    disabled: user.disabled,
    createdAt: user.metadata.creationTime,
    lastSignInAt: user.metadata.lastSignInTime || null,
    courses: ids.map((id) => ({ id, title: titles.get(id) ?? null, known: titles.has(id) })),
  };
}

/** The ids among these that Contentful does not know (a warning, not an error: content may come later). */
export async function unknownCourseIds(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const known = new Set((await fetchCourses(ids)).map((course) => course.id));
  return [...new Set(ids)].filter((id) => !known.has(id));
}
