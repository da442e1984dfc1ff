import type { Document } from '@contentful/rich-text-types';

/** Domain types: what pages and components see. Raw Contentful shapes stay in raw.ts. */

export type Asset = {
  id: string;
  url: string;
  title: string | null;
  fileName: string;
  contentType: string;
  size: number | null;
  width: number | null;
  height: number | null;
};

/** `name`: null for courses without a category, or a category without a name (the reader's language words it). */
export type Category = { id: string; name: string | null; order: number };

export type CourseClass = {
  id: string;
  title: string | null;
  order: number | null;
  videoLink: string | null;
  materials: Asset[];
  /**
   * Days after a member's access to the course began that the class opens (Contentful's
   * optional `releaseAfterDays`; 0 when absent: at once).
   */
  releaseAfterDays: number;
  /** When the class was first published (the CDA's sys.createdAt), in ms; null when unknown. */
  publishedAt: number | null;
  /**
   * For a member: when this locked class opens (ms); null when it is open. The shared
   * catalog's classes are all null; lib/grants sets it (drip release) and strips a locked
   * class's content.
   */
  opensAt: number | null;
};

/** A class's rich text, kept apart from the catalog and read only for a class a member may open. */
export type ClassBody = Document | null;

export type Course = {
  id: string;
  title: string | null;
  description: string | null;
  image: Asset | null;
  category: Category;
  order: number | null;
  classes: CourseClass[];
};

export type CategoryGroup = { category: Category; courses: Course[] };

/**
 * Every published course, without rich text: what every member's lists are filtered from.
 * `fetchedAt` changes at every read (each refresh of the content cache); `version` only when
 * the content does (`contentVersion`), so what is built from the content (the search index)
 * is built once per change. A copy cached before `version` existed has none.
 */
export type Catalog = { courses: Course[]; fetchedAt: number; version?: string };
