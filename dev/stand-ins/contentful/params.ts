import { invalidQuery, type QueryErrorDetail } from './errors';
import type { ExportContentType } from './export-file';
import { DEFAULT_ORDER, parseFilter, parseOrder, type Filter, type OrderKey } from './filters';
import type { LinkRef } from './links';
import { resolveLocale, type LocaleView } from './locales';
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
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;
export const DEFAULT_INCLUDE = 1;
export const MAX_INCLUDE = 10;

const SHARED_KEYS = ['skip', 'limit', 'include', 'locale', 'order', 'select', 'access_token'];
const ENTRY_KEYS = ['content_type', 'links_to_entry', 'links_to_asset'];

const CONTENT_TYPE_REQUIRED =
  'A Content Type ID is required. When querying for Entries and involving fields you need to limit your query to a specific Content Type. Please send a Content Type ID (not the name) as the URI query parameter "content_type"';

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

function unknownPath(path: string[], details?: string): QueryErrorDetail {
  return {
    name: 'unknown',
    path,
    details: details ?? `The path "${path.join('.')}" is not recognized`,
  };
}

/** Field paths on entries need a content type, and the field must exist on it. */
function checkFieldPath(
  kind: ItemKind,
  path: string[],
  contentType: ExportContentType | undefined,
): void {
  if (kind !== 'Entry' || path[0] !== 'fields' || path.length < 2) return;
  if (!contentType) throw invalidQuery(unknownPath(path, CONTENT_TYPE_REQUIRED));
  const fieldId = path[1];
  if (!contentType.fields.some((field) => field.id === fieldId && field.omitted !== true)) {
    throw invalidQuery(unknownPath(path));
  }
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

export function parseListQuery(
  store: ContentStore,
  params: URLSearchParams,
  kind: ItemKind,
): ListQuery {
  const contentType = kind === 'Entry' ? parseContentType(store, params) : undefined;
  const check = (path: string[]) => checkFieldPath(kind, path, contentType);
  const allowed = new Set(kind === 'Entry' ? [...SHARED_KEYS, ...ENTRY_KEYS] : SHARED_KEYS);
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (allowed.has(key)) continue;
    const filter = parseFilter(key, value);
    if (!filter) throw invalidQuery(unknownPath([key]));
    check(filter.path);
    filters.push(filter);
  }
  const orderParam = params.get('order');
  const order = orderParam === null ? [] : parseOrder(orderParam);
  if (!order)
    throw invalidQuery(unknownPath(['order'], `The order "${orderParam ?? ''}" is not valid`));
  order.forEach((key) => check(key.path));
  return {
    kind,
    contentType,
    filters,
    order: [...order, ...DEFAULT_ORDER],
    skip: integer(params, 'skip', 0),
    limit: integer(params, 'limit', DEFAULT_LIMIT, MAX_LIMIT),
    include: integer(params, 'include', DEFAULT_INCLUDE, MAX_INCLUDE),
    locale: resolveLocale(store, params.get('locale')),
    select: parseSelect(params.get('select'), check),
    linksTo: kind === 'Entry' ? parseLinksTo(params) : undefined,
  };
}

/** A `/content_types` or `/locales` query: paging, `sys.*` filters and `order`. */
export interface SimpleQuery {
  filters: Filter[];
  order: OrderKey[];
  skip: number;
  limit: number;
}

/** How a simple collection pages and orders when the query does not say. */
export interface SimpleDefaults {
  limit: number;
  order: readonly OrderKey[];
}

export function parseSimpleQuery(params: URLSearchParams, defaults: SimpleDefaults): SimpleQuery {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (['skip', 'limit', 'order', 'access_token'].includes(key)) continue;
    const filter = parseFilter(key, value);
    if (!filter || filter.path[0] !== 'sys') throw invalidQuery(unknownPath([key]));
    filters.push(filter);
  }
  const orderParam = params.get('order');
  const order = orderParam === null ? [] : parseOrder(orderParam);
  if (!order || order.some((key) => key.path[0] !== 'sys')) {
    throw invalidQuery(unknownPath(['order'], `The order "${orderParam ?? ''}" is not valid`));
  }
  return {
    filters,
    order: [...order, ...defaults.order],
    skip: integer(params, 'skip', 0),
    limit: integer(params, 'limit', defaults.limit, MAX_LIMIT),
  };
}
