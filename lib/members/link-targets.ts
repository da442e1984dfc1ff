import type { Course } from '../content/client';
import { homeHref } from './home-selection';

export const materialHref = (assetId: string) => `/api/materials/${encodeURIComponent(assetId)}`;

/**
 * Where a link inside a class's text may lead this member, by the linked entry's or
 * asset's id: their own courses, classes and materials. Anything else has no entry, so it
 * renders as plain text and nothing of it reaches the page.
 */
export function linkTargetsFor(courses: Course[]): Map<string, string> {
  const targets = new Map<string, string>();
  for (const course of courses) {
    targets.set(course.id, homeHref({ course: course.id }));
    for (const courseClass of course.classes) {
      targets.set(courseClass.id, homeHref({ course: course.id, class: courseClass.id }));
      for (const material of courseClass.materials)
        targets.set(material.id, materialHref(material.id));
    }
  }
  return targets;
}
