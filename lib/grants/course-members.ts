import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { adminDb } from '../firebase';
import { accessTags, memberKey, userDocPath } from '../members';
import type { ClassProgress, Grants } from '../members/client';
import { writeAccessStats } from '../stats';
import {
  accessChanges,
  accessSummary,
  courseHalfway,
  courseStatus,
  isSummarisableCourseId,
  memberAccessUntil,
  type CourseStatus,
} from './course-summary';

/**
 * courseMembers/{courseId}/members/{email}: { accessUntil (ms), status? }, the summary of
 * one member in one course, derived from users/{email} and written in the same transaction
 * as what it summarises. Top-level fields of a per-course collection, so each count is a
 * single-field query (no composite index) that the local Firestore stand-in also runs.
 */
const courseMembers = (courseId: string) =>
  adminDb().collection('courseMembers').doc(courseId).collection('members');

const courseMemberDoc = (courseId: string, email: string) =>
  courseMembers(courseId).doc(memberKey(email));

/**
 * Writes the access ends that a change of the member's grants moves (after every read):
 * per course, the member's own (users/{email}.accessUntil, what "Active members" counts),
 * and the overview's joins and ends (lib/stats). `record` is the member's record as the
 * transaction read it. Answers the tags of the cached copies of the member's grants, for
 * the caller to expire once the transaction has committed (expireAccessTags).
 */
export function writeCourseAccess(
  transaction: Transaction,
  email: string,
  before: Grants,
  after: Grants,
  record: Record<string, unknown> | undefined,
): string[] {
  for (const [courseId, accessUntil] of accessChanges(before, after))
    transaction.set(courseMemberDoc(courseId, email), { accessUntil }, { merge: true });
  const until = { before: memberAccessUntil(before), after: memberAccessUntil(after) };
  if (until.before !== until.after) {
    transaction.set(
      adminDb().doc(userDocPath(email)),
      { accessUntil: until.after },
      { merge: true },
    );
    writeAccessStats(transaction, until);
  }
  return accessTags(record);
}

/** Writes the member's status in the course when a progress write changed it. */
export function writeCourseStatus(
  transaction: Transaction,
  email: string,
  course: { id: string; classIds: readonly string[] },
  progress: {
    before: ReadonlyMap<string, ClassProgress>;
    after: ReadonlyMap<string, ClassProgress>;
  },
): void {
  if (!isSummarisableCourseId(course.id)) return;
  const status = courseStatus(course.id, course.classIds, progress.after);
  const half = courseHalfway(course.id, course.classIds, progress.after);
  if (
    status !== null &&
    (status !== courseStatus(course.id, course.classIds, progress.before) ||
      half !== courseHalfway(course.id, course.classIds, progress.before))
  )
    transaction.set(courseMemberDoc(course.id, email), { status, half }, { merge: true });
}

/**
 * The whole summary of one member, for the backfill: every course their grants name and
 * every catalog course they have progress in. Replaces what was there.
 */
export async function rewriteCourseSummary(
  email: string,
  grants: Grants,
  progress: ReadonlyMap<string, ClassProgress>,
  catalog: ReadonlyArray<{ id: string; classIds: readonly string[] }>,
): Promise<number> {
  const summary = new Map<string, { accessUntil: number; status?: CourseStatus; half?: boolean }>();
  for (const [id, accessUntil] of accessSummary(grants)) summary.set(id, { accessUntil });
  for (const course of catalog) {
    const status = isSummarisableCourseId(course.id)
      ? courseStatus(course.id, course.classIds, progress)
      : null;
    const half = courseHalfway(course.id, course.classIds, progress);
    if (status) summary.set(course.id, { accessUntil: 0, ...summary.get(course.id), status, half });
  }
  const batch = adminDb().batch();
  for (const [courseId, fields] of summary) batch.set(courseMemberDoc(courseId, email), fields);
  if (summary.size > 0) await batch.commit();
  return summary.size;
}

/** A course's members with access, who started, who completed (the console's Courses table). */
export type CourseCounts = { entitled: number; started: number; completed: number };

const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;

/** Three count() queries per course, all at once: the cost does not grow with the members. */
export async function fetchCourseCounts(
  courseIds: readonly string[],
  nowMs: number = Date.now(),
): Promise<Map<string, CourseCounts>> {
  const counted = await Promise.all(
    courseIds.map(async (id): Promise<[string, CourseCounts]> => {
      if (!isSummarisableCourseId(id)) return [id, { entitled: 0, started: 0, completed: 0 }];
      const members = courseMembers(id);
      const [entitled, started, completed] = await Promise.all([
        count(members.where('accessUntil', '>', nowMs)),
        count(members.where('status', 'in', ['started', 'completed'] satisfies CourseStatus[])),
        count(members.where('status', '==', 'completed' satisfies CourseStatus)),
      ]);
      return [id, { entitled, started, completed }];
    }),
  );
  return new Map(counted);
}

/** The overview's funnel: the counts plus the members halfway through. */
export type CourseFunnel = CourseCounts & { half: number };

/** The overview's funnel: the course counts plus members halfway, four count() queries a course. */
export async function fetchCourseFunnel(
  courseIds: readonly string[],
  nowMs: number = Date.now(),
): Promise<Map<string, CourseFunnel>> {
  const [counts, halves] = await Promise.all([
    fetchCourseCounts(courseIds, nowMs),
    Promise.all(
      courseIds.map(async (id): Promise<[string, number]> => [
        id,
        isSummarisableCourseId(id) ? await count(courseMembers(id).where('half', '==', true)) : 0,
      ]),
    ),
  ]);
  const half = new Map(halves);
  return new Map(
    courseIds.map((id) => [
      id,
      { ...(counts.get(id) ?? { entitled: 0, started: 0, completed: 0 }), half: half.get(id) ?? 0 },
    ]),
  );
}

/**
 * The e-mails of members whose grants give any of these courses now: one query per course
 * on its summary (`accessUntil > now`, a single-field index), reading document ids only.
 * No member record is read. The summary is kept in the transaction of every grant change,
 * so it matches the records.
 */
export async function fetchCourseMemberEmails(
  courseIds: readonly string[],
  nowMs: number = Date.now(),
): Promise<string[]> {
  const pages = await Promise.all(
    [...new Set(courseIds)].filter(isSummarisableCourseId).map(async (id) => {
      const snapshot = await courseMembers(id).where('accessUntil', '>', nowMs).select().get();
      return snapshot.docs.map((doc) => doc.id);
    }),
  );
  return [...new Set(pages.flat())].sort();
}
