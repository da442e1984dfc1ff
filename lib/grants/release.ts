import type { Catalog, Course, CourseClass } from '../content/client';
import { formatMoment } from '../i18n/client';
import { isGrantActive, type Grants } from '../members/client';
import { DAY_MS } from '../time';

/** What the release rule needs of a member: the courses they may open and the grants giving them. */
export type MemberAccess = { courseIds: readonly string[]; grants: Grants };

/**
 * When the member's access to the course began: the earliest time an active grant (at
 * `nowMs`) began giving it, which is when the course joined the grant (`courseSince`, for a
 * course added after the grant's start: a plan switch, a course given by hand) or else the
 * grant's start. A grant whose start was never recorded (written before starts were) counts
 * as begun long ago. Null when no active grant gives the course.
 */
export function courseAccessStart(grants: Grants, courseId: string, nowMs: number): number | null {
  let start: number | null = null;
  for (const grant of Object.values(grants)) {
    if (!grant.courses.includes(courseId) || !isGrantActive(grant, nowMs)) continue;
    const since = grant.courseSince?.[courseId] ?? grant.since ?? 0;
    if (start === null || since < start) start = since;
  }
  return start;
}

/**
 * The instant a class opens for a member whose access to its course began at
 * `accessStart`: `releaseAfterDays` whole days of 24 hours later. It is an instant, the same
 * everywhere; only the date shown for it depends on the member's time zone.
 */
export const releaseAt = (accessStart: number, releaseAfterDays: number) =>
  accessStart + Math.max(0, releaseAfterDays) * DAY_MS;

/**
 * When the class opens for this member (ms), or null when it is open now: absent or 0
 * days opens at once, and so does a class of a course no active grant gives (the member's
 * course list decides that access; there is no start to count from).
 */
export function classOpensAt(
  grants: Grants,
  courseId: string,
  courseClass: Pick<CourseClass, 'releaseAfterDays'>,
  nowMs: number,
): number | null {
  if (courseClass.releaseAfterDays <= 0) return null;
  const start = courseAccessStart(grants, courseId, nowMs);
  if (start === null) return null;
  const opensAt = releaseAt(start, courseClass.releaseAfterDays);
  return opensAt > nowMs ? opensAt : null;
}

/**
 * A class not yet open, as a member may see it: its id, title and when it opens. Its video,
 * materials, order and dates are dropped here, on the server, so nothing built on the
 * member's courses (lists, next class, links, materials, search) can reveal them; its
 * text is never read for it (the page reads a body only for an open class).
 */
export function lockedClass(courseClass: CourseClass, opensAt: number): CourseClass {
  return {
    id: courseClass.id,
    title: courseClass.title,
    order: null,
    videoLink: null,
    materials: [],
    releaseAfterDays: 0,
    publishedAt: null,
    opensAt,
  };
}

/**
 * The member's view of the catalog: exactly the courses their access lists, nothing else,
 * each class either open (as the catalog has it) or locked until it opens (lockedClass).
 */
export function coursesFor(catalog: Catalog, access: MemberAccess, nowMs: number): Course[] {
  const allowed = new Set(access.courseIds);
  return catalog.courses
    .filter((course) => allowed.has(course.id))
    .map((course) => {
      if (!course.classes.some((c) => c.releaseAfterDays > 0)) return course;
      return {
        ...course,
        classes: course.classes.map((courseClass) => {
          const opensAt = classOpensAt(access.grants, course.id, courseClass, nowMs);
          return opensAt === null ? courseClass : lockedClass(courseClass, opensAt);
        }),
      };
    });
}

/**
 * Whether the member may open this class now: it is in their courses and not locked. The one
 * lock rule the members' pages, notes and search ask.
 */
export const isOpenClass = (courseClass: Pick<CourseClass, 'opensAt'>) =>
  courseClass.opensAt === null;

/**
 * The class with these ids in the member's courses (coursesFor) when they may open it now;
 * null for a course they do not have, a class it does not hold or one not released to them
 * yet. What a note or a trade may name.
 */
export function openClassOf(
  courses: readonly Course[],
  courseId: string,
  classId: string,
): CourseClass | null {
  const courseClass = courses
    .find((course) => course.id === courseId)
    ?.classes.find((c) => c.id === classId);
  return courseClass && isOpenClass(courseClass) ? courseClass : null;
}

/**
 * When a locked class opens, as the member reads it: day, month, year and time in
 * `timeZone` (the browser's; the server renders UTC and says so until the browser has it).
 */
export function formatOpening(opensAt: number, timeZone: string): string {
  const text = formatMoment(opensAt, timeZone);
  return timeZone === 'UTC' ? `${text} UTC` : text;
}

/**
 * Per course, the release day (`releaseAfterDays`) of the latest of these classes, as the
 * member's courses (coursesFor) list them: what a mail naming them asks of its recipient
 * when it goes out (lib/mail MailAudience). A class the courses do not list counts for
 * nothing.
 */
export function opensAfterDaysOf(
  courses: readonly {
    id: string;
    classes: readonly { id: string; releaseAfterDays?: number }[];
  }[],
  places: readonly { courseId: string; classId: string }[],
): Record<string, number> {
  const days: Record<string, number> = {};
  for (const { courseId, classId } of places) {
    const found = courses.find((c) => c.id === courseId)?.classes.find((c) => c.id === classId);
    if (found) days[courseId] = Math.max(days[courseId] ?? 0, found.releaseAfterDays ?? 0);
  }
  return days;
}
