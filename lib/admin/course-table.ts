import { courseTitle, untitledNames, type Course } from '../content/client';
import type { CourseCounts } from '../grants';
import { getTranslator } from '../i18n';

export type CourseRow = CourseCounts & {
  id: string;
  title: string;
  category: string;
  classes: number;
  /** Completed ÷ started, rounded to a whole percent; '–' when nobody started. */
  completionRate: string;
};

/** A course's title in the console, which reads English (an untitled one: 'Untitled Course'). */
export const consoleCourseTitle = (course: Pick<Course, 'title'>) =>
  courseTitle(course, untitledNames(getTranslator('en', 'members')));

/** The analytics table's rows, in the catalog's order; a course without counts reads 0. */
export function courseRows(
  courses: readonly Course[],
  counts: ReadonlyMap<string, CourseCounts>,
): CourseRow[] {
  return courses.map((course) => {
    const { entitled, started, completed } = counts.get(course.id) ?? {
      entitled: 0,
      started: 0,
      completed: 0,
    };
    return {
      id: course.id,
      title: consoleCourseTitle(course),
      category: course.category.name ?? 'Uncategorized',
      classes: course.classes.length,
      entitled,
      started,
      completed,
      completionRate: started === 0 ? '–' : `${Math.round((completed / started) * 100)}%`,
    };
  });
}
