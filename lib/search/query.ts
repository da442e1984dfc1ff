import { classTitle, courseTitle, type Course, type UntitledNames } from '../content/client';
import { isOpenClass } from '../grants/client';
import { homeHref } from '../members/client';
import { matchClasses, type SearchIndex } from './engine';
import { excerpt, highlight, type Segment } from './excerpt';
import { normalizeTerm, tokenize } from './normalize';

/** The longest query searched (docs/product.md#additions): longer ones are cut. */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query searched; the rest are ignored. Each word costs a walk of the index. */
export const MAX_QUERY_WORDS = 10;
/** Results shown on one page. */
export const MAX_RESULTS = 20;

export type SearchQuery = { text: string; cut: boolean };

/** The `q` parameter as searched: the first value, trimmed, cut at MAX_QUERY_LENGTH. */
export function readQuery(raw: string | string[] | undefined): SearchQuery {
  const value = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return {
    text: trimmed.slice(0, MAX_QUERY_LENGTH).trim(),
    cut: trimmed.length > MAX_QUERY_LENGTH,
  };
}

/** The /home/search URL for a query. */
export function searchHref(query: string): string {
  return query ? `/home/search?${new URLSearchParams({ q: query })}` : '/home/search';
}

/** The words of a query the engine is given: at most MAX_QUERY_WORDS, none empty. */
export function queryWords(query: string): string[] {
  return tokenize(query)
    .filter((word) => normalizeTerm(word) !== '')
    .slice(0, MAX_QUERY_WORDS);
}

/** Where an open class is shown: the first of the member's courses holding it. */
export type OpenClass = { courseId: string; courseTitle: string; title: string };

/**
 * The classes this member may open, by id: those of their own courses (already filtered
 * from the catalog on the server) that are released to them. A locked class is not here, so
 * its words find nothing, even when the shared index holds them.
 */
export function openClassesOf(
  courses: readonly Course[],
  untitled: UntitledNames,
): Map<string, OpenClass> {
  const open = new Map<string, OpenClass>();
  for (const course of courses) {
    for (const courseClass of course.classes) {
      if (open.has(courseClass.id) || !isOpenClass(courseClass)) continue;
      open.set(courseClass.id, {
        courseId: course.id,
        courseTitle: courseTitle(course, untitled),
        title: classTitle(courseClass, untitled),
      });
    }
  }
  return open;
}

export type SearchHit = {
  classId: string;
  href: string;
  courseTitle: string;
  title: Segment[];
  /** Where the excerpt comes from: the class's text, or its materials' titles. */
  source: 'text' | 'materials';
  excerpt: Segment[];
};

export type SearchOutcome = { total: number; hits: SearchHit[] };

/**
 * The member's results for `query`, best first: only classes in `open` are searched, so
 * neither a hit nor the total says anything of a class the member may not open.
 */
export function searchClasses(
  index: SearchIndex,
  query: string,
  open: ReadonlyMap<string, OpenClass>,
): SearchOutcome {
  const words = queryWords(query);
  if (words.length === 0) return { total: 0, hits: [] };
  const results = matchClasses(index, words.join(' '), (id) => open.has(id));
  const hits = results.slice(0, MAX_RESULTS).map((result): SearchHit => {
    const id = String(result.id);
    const place = open.get(id)!;
    const document = index.documents.get(id);
    const terms = new Set(result.terms);
    const inText = Object.values(result.match).some((fields) => fields.includes('text'));
    const inMaterials = Object.values(result.match).some((fields) => fields.includes('materials'));
    const source = !inText && inMaterials ? 'materials' : 'text';
    const words =
      source === 'materials' ? document?.materials.split('\n').join(', ') : document?.text;
    return {
      classId: id,
      href: homeHref({ course: place.courseId, class: id }),
      courseTitle: place.courseTitle,
      title: highlight(place.title, terms),
      source,
      excerpt: excerpt(words ?? '', terms),
    };
  });
  return { total: results.length, hits };
}
