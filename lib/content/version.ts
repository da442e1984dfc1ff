import { createHash } from 'node:crypto';
import type { RawClass, RawCourse, RawLink } from './raw';
import type { Course } from './types';

const isLink = (entry: RawClass | RawLink): entry is RawLink => entry.sys.type === 'Link';

/**
 * A digest of the catalog's content: the same for two reads of unchanged content, different
 * when anything in it changes. It covers what the catalog holds (the reshaped courses) and
 * each course's and class's revision, which Contentful raises at every publish of the entry,
 * so a class whose rich text alone changed (text the catalog leaves out, but the search
 * indexes) changes it too.
 */
export function contentVersion(raw: readonly RawCourse[], courses: readonly Course[]): string {
  const revisions = raw.map((course) => [
    course.sys.id,
    course.sys.revision ?? null,
    (course.fields?.classes ?? []).map((entry) =>
      isLink(entry) ? [entry.sys.id] : [entry.sys.id, entry.sys.revision ?? null],
    ),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([courses, revisions]))
    .digest('base64url');
}
