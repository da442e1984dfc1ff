import type { Course, CourseClass } from './types';

/**
 * What an entry published without a title is called (docs/product.md#members-area), in the
 * reader's language: `untitledNames(getTranslator(locale, 'members'))`.
 */
export type UntitledNames = { course: string; class: string };

export const untitledNames = (
  t: (key: 'untitledCourse' | 'untitledClass') => string,
): UntitledNames => ({ course: t('untitledCourse'), class: t('untitledClass') });

export const courseTitle = (course: Pick<Course, 'title'>, untitled: UntitledNames) =>
  course.title ?? untitled.course;

export const classTitle = (courseClass: Pick<CourseClass, 'title'>, untitled: UntitledNames) =>
  courseClass.title ?? untitled.class;
