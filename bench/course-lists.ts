import { readFileSync } from 'node:fs';
import { mulberry32 } from '../dev/generators/seeded-random';
import type { SpaceExport } from '../dev/stand-ins/contentful/export-file';

/** The demo export has one locale. */
const LOCALE = 'en-US';

export type CatalogCourse = { id: string; classes: Array<{ id: string; title: string }> };

/**
 * The export's courses and, in the course's own order, its classes that have a title: the
 * title is what a loaded class page must show (an untitled class shows a fallback).
 */
export function courseCatalog(space: SpaceExport): CatalogCourse[] {
  const entries = space.entries ?? [];
  const titles = new Map(
    entries.flatMap((e) => {
      const title = e.fields.title?.[LOCALE];
      return typeof title === 'string' && title.trim() ? [[e.sys.id, title] as const] : [];
    }),
  );
  return entries
    .filter((e) => e.sys.contentType.sys.id === 'course')
    .map((course) => {
      const links = (course.fields.classes?.[LOCALE] ?? []) as Array<{ sys: { id: string } }>;
      const classes = links.flatMap(({ sys: { id } }) =>
        titles.has(id) ? [{ id, title: titles.get(id)! }] : [],
      );
      return { id: course.sys.id, classes };
    })
    .filter((course) => course.classes.length > 0);
}

export function readCatalog(path: string): CatalogCourse[] {
  return courseCatalog(JSON.parse(readFileSync(path, 'utf8')) as SpaceExport);
}

/** Where a member opens one class of a course, and the title that page must show. */
export function classPage(
  catalog: readonly CatalogCourse[],
  courseId: string,
  classId: string,
): { classPath: string; classTitle: string } {
  const course = catalog.find((c) => c.id === courseId);
  const title = course?.classes.find((c) => c.id === classId)?.title;
  if (title === undefined) throw new Error(`no titled class ${classId} in course ${courseId}`);
  return { classPath: `/home?course=${courseId}&class=${classId}`, classTitle: title };
}

export const seededRandom = mulberry32;

/** `count` different non-empty subsets of `items`, each drawn uniformly, items kept in order. */
export function distinctSubsets<T>(items: T[], count: number, random: () => number): T[][] {
  const max = 2 ** items.length - 1;
  if (count > max) {
    throw new Error(`${items.length} items have only ${max} distinct non-empty subsets`);
  }
  const seen = new Set<number>();
  const subsets: T[][] = [];
  while (subsets.length < count) {
    const mask = 1 + Math.floor(random() * max);
    if (seen.has(mask)) continue;
    seen.add(mask);
    subsets.push(items.filter((_, i) => mask & (2 ** i)));
  }
  return subsets;
}

export function pickOne<T>(items: T[], random: () => number): T {
  if (items.length === 0) throw new Error('nothing to pick from');
  return items[Math.floor(random() * items.length)]!;
}
