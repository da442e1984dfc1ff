import { ENTRY_ID } from '../content/client';
import type { ClassProgress, Grants } from '../members/client';

/**
 * What the course analytics count, summarised per (course, member) by the code that writes
 * the member's grants and progress, so a count is a Firestore count() query, never a scan
 * of the members (docs/console.md, Courses).
 */

/** The access end stored for a grant without end: later than any `now`. */
export const NO_END = Number.MAX_SAFE_INTEGER;
/** The access end stored when no grant gives the course any more. */
export const NO_ACCESS = 0;

export type CourseStatus = 'started' | 'completed';

/**
 * Contentful entry ids that are also usable as a Firestore document id; a course id typed
 * by hand that is not one is left out of the summary: no catalog course has it.
 */
export function isSummarisableCourseId(id: string): boolean {
  return ENTRY_ID.test(id) && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/** Per course, when the member's access to it ends (ms), over all their grants, ended or not. */
export function accessSummary(grants: Grants): Map<string, number> {
  const ends = new Map<string, number>();
  for (const grant of Object.values(grants)) {
    const end = grant.accessUntil ?? NO_END;
    for (const id of grant.courses) {
      if (isSummarisableCourseId(id)) ends.set(id, Math.max(ends.get(id) ?? NO_ACCESS, end));
    }
  }
  return ends;
}

/**
 * When the member's access ends (ms): the latest end over the grants that give a course,
 * NO_END when one has no end, NO_ACCESS when none gives any.
 */
export function memberAccessUntil(grants: Grants): number {
  let until = NO_ACCESS;
  for (const grant of Object.values(grants))
    if (grant.courses.length > 0) until = Math.max(until, grant.accessUntil ?? NO_END);
  return until;
}

/** The courses whose access end differs after a change of grants, with the new end. */
export function accessChanges(before: Grants, after: Grants): Map<string, number> {
  const was = accessSummary(before);
  const now = accessSummary(after);
  const changes = new Map<string, number>();
  for (const [id, end] of now) if (was.get(id) !== end) changes.set(id, end);
  for (const id of was.keys()) if (!now.has(id)) changes.set(id, NO_ACCESS);
  return changes;
}

/**
 * The member's status in a course: started with progress in any of its classes, completed
 * when every class the catalog lists for it is completed; null before any progress.
 */
export function courseStatus(
  courseId: string,
  classIds: readonly string[],
  progress: ReadonlyMap<string, ClassProgress>,
): CourseStatus | null {
  const entries = [...progress].filter(([, entry]) => entry.courseId === courseId);
  if (entries.length === 0) return null;
  const completed = new Set(entries.filter(([, e]) => e.completed).map(([classId]) => classId));
  return classIds.length > 0 && classIds.every((id) => completed.has(id)) ? 'completed' : 'started';
}

/**
 * Whether the member completed at least half of the classes the catalog lists for the
 * course (the overview's funnel: entitled → started → half → completed).
 */
export function courseHalfway(
  courseId: string,
  classIds: readonly string[],
  progress: ReadonlyMap<string, ClassProgress>,
): boolean {
  if (classIds.length === 0) return false;
  const completed = classIds.filter((id) => {
    const entry = progress.get(id);
    return entry?.courseId === courseId && entry.completed;
  }).length;
  return completed * 2 >= classIds.length;
}
