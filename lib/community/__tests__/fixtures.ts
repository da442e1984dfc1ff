import type { Course, CourseClass } from '@/lib/content/client';

/** A class as the catalog has it (open; `releaseAfterDays` for drip release). */
export const courseClass = (
  id: string,
  over: Partial<Pick<CourseClass, 'releaseAfterDays' | 'opensAt'>> = {},
): CourseClass => ({
  id,
  title: id,
  order: null,
  videoLink: null,
  materials: [],
  releaseAfterDays: 0,
  publishedAt: null,
  opensAt: null,
  ...over,
});

export const course = (id: string, classes: CourseClass[]): Course => ({
  id,
  title: id,
  description: null,
  image: null,
  category: { id: 'c', name: 'Trading', order: 0 },
  order: null,
  classes,
});
