import type { Course, CourseClass } from './types';

/** The spec's fallbacks for an entry published without a title. */
export const courseTitle = (course: Pick<Course, 'title'>) => course.title ?? 'Untitled Course';

export const classTitle = (courseClass: Pick<CourseClass, 'title'>) =>
  courseClass.title ?? 'Untitled Class';
