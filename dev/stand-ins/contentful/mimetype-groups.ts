import { getGroupLabel, getGroupLabels } from '@contentful/mimetype';

/** `mimetype_group` values, from Contentful's own MIME type classification. */
export const MIMETYPE_GROUPS: readonly string[] = getGroupLabels();

/** The group of an asset file, as Contentful classifies it (unknown types: attachment). */
export function mimetypeGroupOf(file: unknown): string | undefined {
  if (typeof file !== 'object' || file === null) return undefined;
  const { contentType, fileName } = file as Record<string, unknown>;
  return getGroupLabel({
    type: typeof contentType === 'string' ? contentType : undefined,
    fallbackFileName: typeof fileName === 'string' ? fileName : undefined,
  });
}
