import type { Course, CourseClass } from '../content/client';

export type SidebarView = 'courses' | 'classes';

export type Selection = {
  course: Course | null;
  courseClass: CourseClass | null;
  sidebar: SidebarView;
};

/**
 * Reads the member's place from the URL. Ids are looked up only among the member's own
 * courses, so a foreign or unknown id selects nothing and reveals nothing.
 */
export function resolveSelection(
  courses: Course[],
  params: { course?: string | string[]; class?: string | string[]; sidebar?: string | string[] },
): Selection {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const course = courses.find((c) => c.id === first(params.course)) ?? null;
  const courseClass = course?.classes.find((c) => c.id === first(params.class)) ?? null;
  const sidebar = course && first(params.sidebar) !== 'courses' ? 'classes' : 'courses';
  return { course, courseClass, sidebar };
}

/** The /home URL for a place in the course browser. */
export function homeHref(target: {
  course?: string;
  class?: string;
  sidebar?: SidebarView;
  /** A moment of the class's video, in whole seconds. */
  t?: number | null;
}): string {
  const query = new URLSearchParams();
  if (target.course) query.set('course', target.course);
  if (target.class) query.set('class', target.class);
  if (target.t !== undefined && target.t !== null) query.set('t', String(target.t));
  if (target.sidebar === 'courses') query.set('sidebar', 'courses');
  const search = query.toString();
  return search ? `/home?${search}` : '/home';
}
