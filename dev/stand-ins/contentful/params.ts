import { invalidQuery } from './errors';
import type { ExportContentType } from './export-file';
import {
  DEFAULT_ORDER,
  parseFilter,
  parseOrder,
  type Filter,
  type Operator,
  type OrderKey,
} from './filters';
import { searchTokens } from './fulltext';
import { parseArea, parsePoint } from './geo';
import type { LinkRef } from './links';
import { resolveLocale, type LocaleView } from './locales';
import { MIMETYPE_GROUPS } from './mimetype-groups';
import {
  checkAssetFieldPath,
  checkEntryFieldPath,
  checkMetadataPath,
  checkSysPath,
  isReferencePath,
  SYS_PATHS,
  unknownPath,
  unsupported,
  type EntryFieldScope,
} from './paths';
import type { ContentStore } from './store';

export type ItemKind = 'Entry' | 'Asset';

/** A validated `/entries` or `/assets` query. */
export interface ListQuery {
  kind: ItemKind;
  contentType?: ExportContentType;
  filters: Filter[];
  order: OrderKey[];
  skip: number;
  limit: number;
  include: number;
  locale: LocaleView;
  /** `select` paths such as `['fields', 'title']`; undefined selects everything. */
  select?: string[][];
  linksTo?: LinkRef;
  /** Tokens of a full-text `query`. */
  fullText?: string[];
  mimetypeGroup?: string;
  /** Link fields whose entries the filters look into (search on references). */
  referenceFields: string[];
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;
export const DEFAULT_INCLUDE = 1;
export const MAX_INCLUDE = 10;

const SHARED_KEYS = ['skip', 'limit', 'include', 'locale', 'order', 'select', 'access_token'];
const KEYS: Record<ItemKind, string[]> = {
  Entry: [...SHARED_KEYS, 'content_type', 'links_to_entry', 'links_to_asset', 'query'],
  Asset: [...SHARED_KEYS, 'mimetype_group', 'query'],
};

const SELECT_RULE =
  'Select is only applicable to sys, fields and metadata, at most two levels deep';

function integer(params: URLSearchParams, key: string, fallback: number, max?: number): number {
  const raw = params.get(key);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw.trim())) {
    throw invalidQuery({ name: 'type', path: [key], type: 'Integer', value: raw });
  }
  const value = Number(raw);
  if (max !== undefined && value > max) {
    throw invalidQuery({
      name: 'size',
      path: [key],
      value,
      max,
      details: `${key} must be at most ${max}`,
    });
  }
  return value;
}

function parseContentType(
  store: ContentStore,
  params: URLSearchParams,
): ExportContentType | undefined {
  const id = params.get('content_type');
  if (id === null) return undefined;
  const contentType = store.contentTypeById.get(id);
  if (!contentType) throw invalidQuery({ name: 'unknownContentType', value: id });
  return contentType;
}

function parseSelect(raw: string | null, check: (path: string[]) => void): string[][] | undefined {
  if (raw === null) return undefined;
  return raw.split(',').map((part) => {
    const path = part.trim().split('.');
    const valid = ['sys', 'fields', 'metadata'].includes(path[0] ?? '') && path.length <= 2;
    if (!valid) {
      throw invalidQuery({ name: 'select', path: ['select'], value: part, details: SELECT_RULE });
    }
    check(path);
    return path;
  });
}

function parseLinksTo(params: URLSearchParams): LinkRef | undefined {
  const entry = params.get('links_to_entry');
  if (entry !== null) return { linkType: 'Entry', id: entry };
  const asset = params.get('links_to_asset');
  return asset !== null ? { linkType: 'Asset', id: asset } : undefined;
}

/** `fields.<link>.sys.contentType.sys.id=<type>`: which entries a reference search looks at. */
function referenceTypes(store: ContentStore, filters: Filter[]): Map<string, ExportContentType> {
  const types = new Map<string, ExportContentType>();
  for (const { path, op, value } of filters) {
    if (path[0] !== 'fields' || path.slice(2).join('.') !== 'sys.contentType.sys.id') continue;
    const contentType = store.contentTypeById.get(value);
    if (op !== 'eq' || !contentType) throw invalidQuery({ name: 'unknownContentType', value });
    types.set(path[1] ?? '', contentType);
  }
  return types;
}

/** At least two characters and no quoted phrase: what the stand-in searches like the CDA. */
function parseSearchText(path: string[], value: string): string[] {
  if (value.includes('"')) throw invalidQuery(unsupported(path, 'A phrase search'));
  const tokens = searchTokens(value);
  if (value.trim().length < 2 || tokens.length === 0) {
    throw invalidQuery({
      name: 'size',
      path,
      value,
      details: 'A search needs more than one character',
    });
  }
  return tokens;
}

function checkOperator(path: string[], op: Operator, value: string, fieldType?: string): void {
  if (op === 'match') parseSearchText(path, value);
  if (op !== 'near' && op !== 'within') return;
  const valid = op === 'near' ? parsePoint(value) : parseArea(value);
  if (fieldType !== 'Location' || !valid) {
    throw invalidQuery({ name: 'type', path, value, details: `[${op}] needs a Location field` });
  }
}

/** Checks one filter path of an `/entries` or `/assets` search. */
function checkFilter(kind: ItemKind, filter: Filter, scope: EntryFieldScope): void {
  const { path, op, value } = filter;
  let fieldType: string | undefined;
  if (path[0] === 'sys' && path.length > 1) checkSysPath(path, SYS_PATHS[kind]);
  else if (path[0] === 'metadata') checkMetadataPath(path, op);
  else if (path[0] === 'fields' && path.length > 1) {
    if (kind === 'Asset') checkAssetFieldPath(path);
    else {
      const field = checkEntryFieldPath(path, scope);
      if (path.length === 2) fieldType = field.type;
    }
  } else throw invalidQuery(unknownPath(path));
  checkOperator(path, op, value, fieldType);
}

function checkOrderPath(kind: ItemKind, path: string[], scope: EntryFieldScope): void {
  if (path[0] === 'sys') checkSysPath(path, SYS_PATHS[kind]);
  else if (kind === 'Asset') checkAssetFieldPath(path);
  else if (isReferencePath(path)) throw invalidQuery(unsupported(path, 'Ordering by references'));
  else checkEntryFieldPath(path, scope);
}

function parseListOrder(
  params: URLSearchParams,
  filters: Filter[],
  check: (path: string[]) => void,
): OrderKey[] {
  const orderParam = params.get('order');
  const near = filters.filter((filter) => filter.op === 'near');
  if (near.length > 0) {
    // [near] orders by distance; another order alongside is not something the stand-in guesses at.
    if (orderParam !== null || near.length > 1) {
      throw invalidQuery(unsupported(['order'], '[near] with another order'));
    }
    const [{ path, value }] = near as [Filter];
    return [{ path, descending: false, near: parsePoint(value) }, ...DEFAULT_ORDER];
  }
  const order = orderParam === null ? [] : parseOrder(orderParam);
  if (!order)
    throw invalidQuery(unknownPath(['order'], `The order "${orderParam ?? ''}" is not valid`));
  order.forEach((key) => check(key.path));
  return [...order, ...DEFAULT_ORDER];
}

function parseMimetypeGroup(params: URLSearchParams): string | undefined {
  const group = params.get('mimetype_group');
  if (group === null) return undefined;
  if (!MIMETYPE_GROUPS.includes(group)) {
    throw invalidQuery({
      name: 'in',
      path: ['mimetype_group'],
      value: group,
      expected: MIMETYPE_GROUPS,
    });
  }
  return group;
}

export function parseListQuery(
  store: ContentStore,
  params: URLSearchParams,
  kind: ItemKind,
): ListQuery {
  const contentType = kind === 'Entry' ? parseContentType(store, params) : undefined;
  const allowed = new Set(KEYS[kind]);
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (allowed.has(key)) continue;
    const filter = parseFilter(key, value);
    if (!filter) throw invalidQuery(unknownPath(key.split('.')));
    filters.push(filter);
  }
  const scope: EntryFieldScope = {
    store,
    contentType,
    referenceTypes: kind === 'Entry' ? referenceTypes(store, filters) : new Map(),
  };
  filters.forEach((filter) => checkFilter(kind, filter, scope));
  const check = (path: string[]) => checkOrderPath(kind, path, scope);
  const query = params.get('query');
  return {
    kind,
    contentType,
    filters,
    order: parseListOrder(params, filters, check),
    skip: integer(params, 'skip', 0),
    limit: integer(params, 'limit', DEFAULT_LIMIT, MAX_LIMIT),
    include: integer(params, 'include', DEFAULT_INCLUDE, MAX_INCLUDE),
    locale: resolveLocale(store, params.get('locale')),
    select: parseSelect(params.get('select'), (path) => {
      if (path[0] === 'fields' && path.length > 1) check(path);
    }),
    linksTo: kind === 'Entry' ? parseLinksTo(params) : undefined,
    fullText: query === null ? undefined : parseSearchText(['query'], query),
    mimetypeGroup: kind === 'Asset' ? parseMimetypeGroup(params) : undefined,
    referenceFields: [
      ...new Set(filters.filter(({ path }) => isReferencePath(path)).map(({ path }) => path[1]!)),
    ],
  };
}

/** A `/content_types` or `/locales` query: paging, filters on `sys` and the named keys, `order`. */
export interface SimpleQuery {
  filters: Filter[];
  order: OrderKey[];
  skip: number;
  limit: number;
}

/** What a simple collection can be searched by, and how it pages and orders by default. */
export interface SimpleCollection {
  sysPaths: readonly string[];
  /** Top-level properties a filter may name, e.g. a content type's `name`. */
  properties: readonly string[];
  limit: number;
  order: readonly OrderKey[];
}

export function parseSimpleQuery(
  params: URLSearchParams,
  collection: SimpleCollection,
): SimpleQuery {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (['skip', 'limit', 'order', 'access_token'].includes(key)) continue;
    const filter = parseFilter(key, value);
    if (!filter) throw invalidQuery(unknownPath(key.split('.')));
    const { path, op } = filter;
    if (path[0] === 'sys' && path.length > 1) checkSysPath(path, collection.sysPaths);
    else if (path.length !== 1 || !collection.properties.includes(path[0] ?? '')) {
      throw invalidQuery(unknownPath(path));
    }
    checkOperator(path, op, value);
    filters.push(filter);
  }
  const orderParam = params.get('order');
  const order = orderParam === null ? [] : parseOrder(orderParam);
  if (!order || order.some((key) => key.path[0] !== 'sys')) {
    throw invalidQuery(unknownPath(['order'], `The order "${orderParam ?? ''}" is not valid`));
  }
  order.forEach((key) => checkSysPath(key.path, collection.sysPaths));
  return {
    filters,
    order: [...order, ...collection.order],
    skip: integer(params, 'skip', 0),
    limit: integer(params, 'limit', collection.limit, MAX_LIMIT),
  };
}
