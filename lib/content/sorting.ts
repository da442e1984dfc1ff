import type { Category, CategoryGroup, Course } from './types';

type Ordered = { id: string; title?: string | null; order: number | null };

/** By order (missing orders last), then title, then id, so the result never depends on file order. */
export function byOrder(a: Ordered, b: Ordered): number {
  const left = a.order ?? Number.POSITIVE_INFINITY;
  const right = b.order ?? Number.POSITIVE_INFINITY;
  if (left !== right) return left < right ? -1 : 1;
  return (a.title ?? '').localeCompare(b.title ?? '') || a.id.localeCompare(b.id);
}

function byCategory(a: Category, b: Category): number {
  return (
    a.order - b.order || (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id)
  );
}

/** Groups courses under their category: categories by order, courses by order within each. */
export function groupByCategory(courses: Course[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const course of courses) {
    const group = groups.get(course.category.id) ?? { category: course.category, courses: [] };
    group.courses.push(course);
    groups.set(course.category.id, group);
  }
  return [...groups.values()]
    .sort((a, b) => byCategory(a.category, b.category))
    .map((group) => ({ ...group, courses: [...group.courses].sort(byOrder) }));
}
