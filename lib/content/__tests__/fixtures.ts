import type { Course, CourseClass } from '../types';

export function aClass(overrides: Partial<CourseClass> = {}): CourseClass {
  return {
    id: 'class-1',
    title: 'Class',
    order: 1,
    videoLink: null,
    materials: [],
    releaseAfterDays: 0,
    publishedAt: null,
    opensAt: null,
    ...overrides,
  };
}

export function aCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 'course-1',
    title: 'Course',
    description: null,
    image: null,
    category: { id: 'cat-1', name: 'Category', order: 1 },
    order: 1,
    classes: [],
    ...overrides,
  };
}
