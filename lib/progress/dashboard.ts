import { groupByCategory, type Course, type CourseClass } from '../content/client';
import { courseAccessStart, isOpenClass, releaseAt } from '../grants/client';
import { homeHref, type ClassProgress, type Grants } from '../members/client';
import { completedClassIds, courseProgress, type CourseProgress } from './rules';

/** Most classes the dashboard lists under "New". */
export const MAX_NEW_CLASSES = 8;

export type DashboardClass = { course: Course; courseClass: CourseClass; href: string };

export type CourseCard = {
  course: Course;
  href: string;
  progress: CourseProgress;
  /** Some class of it watched or completed, not every class completed. */
  inProgress: boolean;
};

/** What /home shows with nothing selected, for a member who has started learning. */
export type Dashboard = {
  /** The class they watched last, where the player resumes. */
  continueWith: DashboardClass;
  /** Every course of theirs: the ones in progress first (latest activity first), done last. */
  courses: CourseCard[];
  /** Open classes that became available since their previous visit, newest first. */
  newClasses: DashboardClass[];
};

const classHref = (course: Course, courseClass: CourseClass) =>
  homeHref({ course: course.id, class: courseClass.id });

/**
 * When the class became available to the member: its publication or, for a drip-released
 * class, its release, whichever is later. Null when neither is known.
 */
export function availableSince(
  course: Course,
  courseClass: CourseClass,
  grants: Grants,
  nowMs: number,
): number | null {
  let since = courseClass.publishedAt;
  if (courseClass.releaseAfterDays > 0) {
    const start = courseAccessStart(grants, course.id, nowMs);
    if (start !== null) {
      const released = releaseAt(start, courseClass.releaseAfterDays);
      since = since === null ? released : Math.max(since, released);
    }
  }
  return since;
}

/**
 * The member's dashboard, built from their courses (the release rule already applied:
 * locked classes are never offered) and their record; null when they have no progress on
 * any class they can open, so /home keeps its "select a course" state.
 */
export function buildDashboard(
  courses: Course[],
  member: { progress: ReadonlyMap<string, ClassProgress>; grants: Grants },
  previousVisitAt: number | null,
  nowMs: number,
): Dashboard | null {
  const ordered = groupByCategory(courses).flatMap((group) => group.courses);
  const lastActivity = new Map<string, number>();
  let continueWith: (DashboardClass & { at: number }) | null = null;
  for (const course of ordered) {
    for (const courseClass of course.classes) {
      const saved = member.progress.get(courseClass.id);
      if (!saved || !isOpenClass(courseClass)) continue;
      const at = saved.updatedAt ?? 0;
      lastActivity.set(course.id, Math.max(lastActivity.get(course.id) ?? 0, at));
      if (!continueWith || at > continueWith.at)
        continueWith = { course, courseClass, href: classHref(course, courseClass), at };
    }
  }
  if (!continueWith) return null;

  const completed = completedClassIds(member.progress);
  const cards = ordered.map((course, index) => {
    const progress = courseProgress(course, completed);
    const done = progress.total > 0 && progress.completed === progress.total;
    return {
      card: {
        course,
        href: homeHref({ course: course.id }),
        progress,
        inProgress: lastActivity.has(course.id) && !done,
      },
      rank: done ? 2 : lastActivity.has(course.id) ? 0 : 1,
      activity: lastActivity.get(course.id) ?? 0,
      index,
    };
  });
  cards.sort((a, b) => a.rank - b.rank || b.activity - a.activity || a.index - b.index);

  const newClasses =
    previousVisitAt === null
      ? []
      : ordered
          .flatMap((course) =>
            course.classes.filter(isOpenClass).map((courseClass) => ({
              course,
              courseClass,
              href: classHref(course, courseClass),
              since: availableSince(course, courseClass, member.grants, nowMs),
            })),
          )
          .filter(
            (item): item is typeof item & { since: number } =>
              item.since !== null && item.since > previousVisitAt && item.since <= nowMs,
          )
          .sort((a, b) => b.since - a.since)
          .slice(0, MAX_NEW_CLASSES)
          .map(({ course, courseClass, href }) => ({ course, courseClass, href }));

  const { course, courseClass, href } = continueWith;
  return {
    continueWith: { course, courseClass, href },
    courses: cards.map(({ card }) => card),
    newClasses,
  };
}
