import { matchesTokens, searchTokens } from './fulltext';
import { asPoint, distanceKm, isWithin, parseArea, type Area, type Point } from './geo';

/** A search operator of the CDA, written `key[op]=value` (`eq` has no suffix). */
export type Operator =
  | 'eq'
  | 'ne'
  | 'in'
  | 'nin'
  | 'all'
  | 'exists'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'match'
  | 'near'
  | 'within';

export interface Filter {
  /** e.g. `['fields', 'category', 'sys', 'id']` */
  path: string[];
  op: Operator;
  value: string;
}

export interface OrderKey {
  path: string[];
  descending: boolean;
  /** Orders by distance from this point instead (`[near]`). */
  near?: Point;
}

/** An item as filters and ordering see it: delivered sys plus single-locale fields. */
export interface FilterTarget {
  sys: Record<string, unknown>;
  fields: Record<string, unknown>;
  metadata?: unknown;
  /** A content type's name. */
  name?: string;
}

const OPERATORS = new Set<string>([
  'ne',
  'in',
  'nin',
  'all',
  'exists',
  'lt',
  'lte',
  'gt',
  'gte',
  'match',
  'near',
  'within',
]);
const FILTER_KEY = /^([A-Za-z][^.[\]]*(?:\.[^.[\]]+)*)(?:\[([a-z]+)\])?$/;

/** Splits `fields.title[in]` style keys; undefined if the key is no filter. */
export function parseFilter(key: string, value: string): Filter | undefined {
  const match = FILTER_KEY.exec(key);
  if (!match?.[1]) return undefined;
  const op = match[2] ?? 'eq';
  if (op !== 'eq' && !OPERATORS.has(op)) return undefined;
  return { path: match[1].split('.'), op: op as Operator, value };
}

/** Leaf values at `path`; arrays along the way (and at the end) are flattened. */
export function valuesAt(target: unknown, path: string[]): unknown[] {
  let current: unknown[] = [target];
  for (const segment of path) {
    const next: unknown[] = [];
    for (const value of current) {
      const candidates = Array.isArray(value) ? value : [value];
      for (const candidate of candidates) {
        if (typeof candidate !== 'object' || candidate === null) continue;
        const child = (candidate as Record<string, unknown>)[segment];
        if (child !== undefined && child !== null) next.push(child);
      }
    }
    current = next;
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const left = text(a);
  const right = text(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Query strings carry text; compare numbers numerically when the value is a number. */
function compareToQuery(value: unknown, query: string): number {
  if (typeof value === 'number' && query.trim() !== '' && !Number.isNaN(Number(query))) {
    return value - Number(query);
  }
  return compareValues(text(value), query);
}

function list(value: string): string[] {
  return value.split(',').map((part) => part.trim());
}

export function matchesFilter(target: FilterTarget, filter: Filter): boolean {
  const values = valuesAt(target, filter.path);
  const strings = values.map(text);
  switch (filter.op) {
    case 'eq':
      return strings.includes(filter.value);
    case 'ne':
      return !strings.includes(filter.value);
    case 'in':
      return list(filter.value).some((wanted) => strings.includes(wanted));
    case 'nin':
      return !list(filter.value).some((wanted) => strings.includes(wanted));
    case 'all':
      return list(filter.value).every((wanted) => strings.includes(wanted));
    case 'exists':
      return values.length > 0 === (filter.value !== 'false');
    case 'match':
      return matchesTokens(strings, searchTokens(filter.value));
    case 'lt':
      return values.some((value) => compareToQuery(value, filter.value) < 0);
    case 'lte':
      return values.some((value) => compareToQuery(value, filter.value) <= 0);
    case 'gt':
      return values.some((value) => compareToQuery(value, filter.value) > 0);
    case 'gte':
      return values.some((value) => compareToQuery(value, filter.value) >= 0);
    case 'near':
      return values.some((value) => asPoint(value) !== undefined);
    case 'within': {
      const area = parseArea(filter.value);
      return area !== undefined && values.some((value) => isWithinArea(value, area));
    }
  }
}

function isWithinArea(value: unknown, area: Area): boolean {
  const point = asPoint(value);
  return point !== undefined && isWithin(point, area);
}

/** `-fields.order,sys.createdAt` → keys; undefined when a key is not `sys.*`/`fields.*`. */
export function parseOrder(param: string): OrderKey[] | undefined {
  const keys: OrderKey[] = [];
  for (const raw of list(param)) {
    const descending = raw.startsWith('-');
    const name = descending ? raw.slice(1) : raw;
    if (!/^(?:sys|fields)(?:\.[^.[\]]+)+$/.test(name)) return undefined;
    keys.push({ path: name.split('.'), descending });
  }
  return keys;
}

/**
 * Without `order`, the CDA lists newest `sys.updatedAt` first. It also breaks ties of a
 * given order here, ending with `sys.id` so every order is total.
 */
export const DEFAULT_ORDER: readonly OrderKey[] = [
  { path: ['sys', 'updatedAt'], descending: true },
  { path: ['sys', 'id'], descending: false },
];

function sortValue(target: FilterTarget, key: OrderKey): unknown {
  const value = valuesAt(target, key.path)[0];
  if (!key.near) return value;
  const point = asPoint(value);
  return point ? distanceKm(point, key.near) : undefined;
}

/** Items without a value sort after those with one, in either direction. */
export function compareBy(keys: readonly OrderKey[]): (a: FilterTarget, b: FilterTarget) => number {
  return (a, b) => {
    for (const key of keys) {
      const left = sortValue(a, key);
      const right = sortValue(b, key);
      if (left === undefined || right === undefined) {
        if (left !== right) return left === undefined ? 1 : -1;
        continue;
      }
      const order = compareValues(left, right);
      if (order !== 0) return key.descending ? -order : order;
    }
    return 0;
  };
}
