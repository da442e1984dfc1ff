/**
 * lib/content's client-safe door: the domain types and pure helpers, without the
 * Contentful client or the cache. Server code imports everything from `@/lib/content`.
 */
export type {
  Asset,
  Catalog,
  Category,
  CategoryGroup,
  ClassBody,
  Course,
  CourseClass,
} from './types';
export { ENTRY_ID } from './entry-id';
export { safeHref } from './safe-link';
export { groupByCategory } from './sorting';
export { classTitle, courseTitle, untitledNames, type UntitledNames } from './titles';
export { richTextToPlainText } from './plain-text';
