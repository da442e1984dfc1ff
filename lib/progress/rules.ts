import type { Course, CourseClass } from '../content/client';
import { isOpenClass } from '../grants/client';

/** YouTube sometimes stops a second early without 'ended', so 90 % watched counts as done. */
export const COMPLETION_FRACTION = 0.9;
/** How often a playing video's position is saved: 6 writes a minute of watching at most. */
export const PROGRESS_SAVE_MS = 10_000;
/** No video is longer than this; a claimed duration above it is refused. */
export const MAX_DURATION_SECONDS = 24 * 60 * 60;

export function clampPosition(position: number, duration: number): number {
  if (!Number.isFinite(position) || position < 0) return 0;
  return Number.isFinite(duration) && duration > 0 ? Math.min(position, duration) : position;
}

export function isWatchedToCompletion(watch: {
  position: number;
  duration: number;
  ended: boolean;
}): boolean {
  if (watch.ended) return true;
  return watch.duration > 0 && watch.position >= COMPLETION_FRACTION * watch.duration;
}

export type CourseProgress = { completed: number; total: number; percent: number };

/** Counts only classes that still exist in the course; a course with no classes is 0 / 0 and 0 %. */
export function courseProgress(
  course: Course,
  completedClassIds: ReadonlySet<string>,
): CourseProgress {
  const total = course.classes.length;
  const completed = course.classes.filter((c) => completedClassIds.has(c.id)).length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/**
 * The first open class after this one in the course's order, or null when none is. A class
 * not yet released (opensAt set) is never offered.
 */
export function nextClass(course: Course, classId: string): CourseClass | null {
  const index = course.classes.findIndex((c) => c.id === classId);
  if (index < 0) return null;
  return course.classes.slice(index + 1).find(isOpenClass) ?? null;
}

/** Where to offer 'Resume at': a saved position worth returning to, not the very start or end. */
export function resumePosition(
  saved: { position: number; duration: number } | undefined,
): number | null {
  if (!saved || saved.position < 1) return null;
  if (saved.duration > 0 && saved.position >= saved.duration - 1) return null;
  return Math.floor(saved.position);
}

export function completedClassIds(
  progress: ReadonlyMap<string, { completed: boolean }>,
): Set<string> {
  return new Set([...progress].filter(([, p]) => p.completed).map(([classId]) => classId));
}
