import type { ClassProgress } from '../members/client';
import { DAY_MS } from '../time';

/**
 * The console's drifting members, pure: members with access who have not watched a class
 * for a while (the threshold is a console setting), and when one may be nudged again.
 */

export const DEFAULT_DRIFT_DAYS = 14;
export const MAX_DRIFT_DAYS = 365;
/** A member is nudged at most once in this many days. */
export const NUDGE_EVERY_DAYS = 14;
/** Lapsed members a page looks at (those without access are left out of it). */
export const DRIFT_SCAN = 100;

/** The setting as stored in settings/console, or the default when missing or malformed. */
export function driftDaysOf(data: Record<string, unknown> | undefined): number {
  const days = data?.driftDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_DRIFT_DAYS
    ? days
    : DEFAULT_DRIFT_DAYS;
}

/** The threshold as typed: a whole number of days, or a message naming the field. */
export function parseDriftDays(
  raw: unknown,
): { ok: true; days: number } | { ok: false; error: string } {
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  const days = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(days) && days >= 1 && days <= MAX_DRIFT_DAYS
    ? { ok: true, days }
    : {
        ok: false,
        error: `Days without watching must be a whole number from 1 to ${MAX_DRIFT_DAYS}`,
      };
}

/** The 14-day window a time falls in, as the day key it starts on (the nudge e-mail's id). */
export function nudgeWindow(nowMs: number): string {
  const windowMs = NUDGE_EVERY_DAYS * DAY_MS;
  return new Date(Math.floor(nowMs / windowMs) * windowMs).toISOString().slice(0, 10);
}

/** Whether a member last nudged at `lastAt` may be nudged now. */
export const mayNudge = (lastAt: number | null, nowMs: number) =>
  lastAt === null || nowMs - lastAt >= NUDGE_EVERY_DAYS * DAY_MS;

/** When the member may be nudged again, for the refusal's message. */
export const nextNudgeAt = (lastAt: number) => lastAt + NUDGE_EVERY_DAYS * DAY_MS;

export type LastClass = {
  classId: string;
  courseId: string;
  /** The class's and course's titles from the catalog; null when it no longer lists them. */
  classTitle: string | null;
  courseTitle: string | null;
  /** Classes of that course completed, out of the course's classes today. */
  completed: number;
  total: number;
};

type CatalogCourse = {
  id: string;
  title: string | null;
  classes: ReadonlyArray<{ id: string; title: string | null }>;
};

/**
 * The class the member watched last among the courses they have now (`courseIds`): what
 * their nudge may name. A course they lost is not named to them, however recent.
 */
export function lastOwnClassOf(
  progress: ReadonlyMap<string, ClassProgress>,
  courses: readonly CatalogCourse[],
  courseIds: readonly string[],
): LastClass | null {
  const own = new Set(courseIds);
  return lastClassOf(
    new Map([...progress].filter(([, entry]) => own.has(entry.courseId))),
    courses.filter((course) => own.has(course.id)),
  );
}

/** The class the member watched last, with their progress in its course. */
export function lastClassOf(
  progress: ReadonlyMap<string, ClassProgress>,
  courses: readonly CatalogCourse[],
): LastClass | null {
  let latest: [string, ClassProgress] | null = null;
  for (const entry of progress)
    if (!latest || (entry[1].updatedAt ?? 0) > (latest[1].updatedAt ?? 0)) latest = entry;
  if (!latest) return null;
  const [classId, { courseId }] = latest;
  const course = courses.find((c) => c.id === courseId);
  const classIds = new Set(course?.classes.map((c) => c.id) ?? []);
  const completed = [...progress].filter(
    ([id, entry]) => entry.completed && entry.courseId === courseId && classIds.has(id),
  ).length;
  return {
    classId,
    courseId,
    classTitle: course?.classes.find((c) => c.id === classId)?.title ?? null,
    courseTitle: course?.title ?? null,
    completed,
    total: classIds.size,
  };
}
