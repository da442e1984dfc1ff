import type { Course, CourseClass } from './types';

/** The fallbacks for an entry published without a title (docs/product.md#members-area). */
export const courseTitle = (course: Pick<Course, 'title'>) => course.title ?? 'Untitled Course';

export const classTitle = (courseClass: Pick<CourseClass, 'title'>) =>
  courseClass.title ?? 'Untitled Class';
