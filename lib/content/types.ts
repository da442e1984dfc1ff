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

export type Category = { id: string; name: string; order: number };

export type CourseClass = {
  id: string;
  title: string | null;
  order: number | null;
  videoLink: string | null;
  materials: Asset[];
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

/** Every published course, without rich text: what every member's lists are filtered from. */
export type Catalog = { courses: Course[]; fetchedAt: number };
