import { badRequest, invalidQuery, type QueryErrorDetail } from './errors';
import type { ExportContentType, ExportContentTypeField } from './export-file';
import type { Operator } from './filters';
import type { ContentStore } from './store';

/**
 * Which paths a search, order or select may name, per collection. A path the CDA does
 * not know is refused with 400 InvalidQuery, as the CDA refuses it.
 */

export const CONTENT_TYPE_REQUIRED =
  'A Content Type ID is required. When querying for Entries and involving fields you need to limit your query to a specific Content Type. Please send a Content Type ID (not the name) as the URI query parameter "content_type"';

export const REFERENCE_TYPE_REQUIRED =
  'When searching on references you must specify the Content Type of the reference. Please send a Content Type id as a query parameter.';

export function unknownPath(path: string[], details?: string): QueryErrorDetail {
  return {
    name: 'unknown',
    path,
    details: details ?? `The path "${path.join('.')}" is not recognized`,
  };
}

/** Whatever this stand-in does not implement: refused, never answered wrongly. */
export function unsupported(path: string[], what: string): QueryErrorDetail {
  return { name: 'unsupported', path, details: `${what} is not supported by the local stand-in` };
}

/** The `sys` properties each collection can be searched and ordered by. */
export const SYS_PATHS = {
  Entry: ['id', 'type', 'createdAt', 'updatedAt', 'revision', 'contentType.sys.id'],
  Asset: ['id', 'type', 'createdAt', 'updatedAt', 'revision'],
  ContentType: ['id', 'type', 'createdAt', 'updatedAt', 'revision'],
  Locale: ['id', 'type', 'version'],
} as const;

export function checkSysPath(path: string[], known: readonly string[]): void {
  if (!known.includes(path.slice(1).join('.'))) throw invalidQuery(unknownPath(path));
}

/** Tags: `metadata.tags.sys.id[in|all]` and `metadata.tags[exists]`. */
export function checkMetadataPath(path: string[], op: Operator): void {
  const key = path.join('.');
  if (key === 'metadata.tags.sys.id' && (op === 'in' || op === 'all')) return;
  if (key === 'metadata.tags' && op === 'exists') return;
  throw invalidQuery(unknownPath(path));
}

const ASSET_FIELDS = ['title', 'description', 'file'];

export function checkAssetFieldPath(path: string[]): void {
  if (!ASSET_FIELDS.includes(path[1] ?? '')) throw invalidQuery(unknownPath(path));
}

export function fieldOf(
  contentType: ExportContentType,
  fieldId: string | undefined,
): ExportContentTypeField | undefined {
  return contentType.fields.find((field) => field.id === fieldId && field.omitted !== true);
}

const linksEntries = (field: ExportContentTypeField) =>
  (field.type === 'Link' && field.linkType === 'Entry') ||
  (field.type === 'Array' && field.items?.type === 'Link' && field.items.linkType === 'Entry');

/**
 * `fields.<link>.sys.contentType.sys.id` and `fields.<link>.fields.<field>` search the
 * entries a link field points at ("search on references"); `fields.<link>.sys.id` is
 * the link itself.
 */
export function isReferencePath(path: string[]): boolean {
  return (
    path[0] === 'fields' &&
    (path[2] === 'fields' || path.slice(2, 4).join('.') === 'sys.contentType')
  );
}

/** Where the fields of an entries query are looked up. */
export interface EntryFieldScope {
  store: ContentStore;
  contentType?: ExportContentType;
  /** The content type named for each link field searched by reference. */
  referenceTypes: Map<string, ExportContentType>;
}

function requireContentType(scope: EntryFieldScope): ExportContentType {
  if (!scope.contentType) throw badRequest(CONTENT_TYPE_REQUIRED);
  return scope.contentType;
}

/** A `fields.*` path of an entries search: the field must exist on the content type. */
export function checkEntryFieldPath(
  path: string[],
  scope: EntryFieldScope,
): ExportContentTypeField {
  const field = fieldOf(requireContentType(scope), path[1]);
  if (!field) throw invalidQuery(unknownPath(path));
  if (!isReferencePath(path)) return field;
  if (!linksEntries(field)) throw invalidQuery(unknownPath(path));
  if (path[2] === 'sys') {
    if (path.slice(2).join('.') !== 'sys.contentType.sys.id') throw invalidQuery(unknownPath(path));
    return field;
  }
  const referenced = scope.referenceTypes.get(field.id);
  if (!referenced) throw badRequest(REFERENCE_TYPE_REQUIRED);
  if (!fieldOf(referenced, path[3])) throw invalidQuery(unknownPath(path));
  if (path[4] === 'fields' || path.slice(4, 6).join('.') === 'sys.contentType') {
    throw invalidQuery(unsupported(path, 'A search on references of references'));
  }
  return field;
}
