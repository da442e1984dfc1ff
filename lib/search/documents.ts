import type { Catalog, ClassBody } from '../content/client';
import { richTextToPlainText } from '../content/client';

/** What the index knows of one class: the words a member may search it by. */
export type SearchDocument = {
  id: string;
  title: string;
  /** The class's rich text as plain text, one block a line. */
  text: string;
  /** Its materials' titles, one a line. */
  materials: string;
};

/**
 * One document per class of the shared catalog (a class in two courses is one document),
 * with its rich text from `bodies`. The catalog is every member's: which of these a member
 * may see is decided at each search (searchClasses).
 */
export function searchDocuments(
  catalog: Catalog,
  bodies: ReadonlyMap<string, ClassBody>,
): SearchDocument[] {
  const documents = new Map<string, SearchDocument>();
  for (const course of catalog.courses) {
    for (const courseClass of course.classes) {
      if (documents.has(courseClass.id)) continue;
      documents.set(courseClass.id, {
        id: courseClass.id,
        title: courseClass.title ?? '',
        text: richTextToPlainText(bodies.get(courseClass.id) ?? null),
        materials: courseClass.materials.flatMap((m) => (m.title ? [m.title] : [])).join('\n'),
      });
    }
  }
  return [...documents.values()];
}
