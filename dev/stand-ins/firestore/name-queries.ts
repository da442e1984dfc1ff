/**
 * @firestore-emulator/server ignores `__name__` (documentId()) in filters and orderBy, and
 * ignores query cursors (startAt/startAfter/endAt/endBefore). The console's members table
 * pages through users/{email} by document id, as production Firestore does it, so the
 * stand-in answers those queries here: only queries that name `__name__`, with filters on
 * `__name__` and equalities on a string field (the console's language filter); anything
 * else it cannot answer faithfully is refused, not guessed.
 * Every other query goes to the emulator unchanged.
 */

const NAME = '__name__';

/** StructuredQuery.FieldFilter.Operator and Direction, as the v1 protocol numbers them. */
const OP = {
  LESS_THAN: 1,
  LESS_THAN_OR_EQUAL: 2,
  GREATER_THAN: 3,
  GREATER_THAN_OR_EQUAL: 4,
  EQUAL: 5,
};
const DESCENDING = 2;

type Value = { reference_value?: string; string_value?: string };
type FieldFilter = { field?: { field_path?: string }; op?: number; value?: Value };
type Filter = {
  field_filter?: FieldFilter;
  composite_filter?: { op?: number; filters?: Filter[] };
  unary_filter?: unknown;
};
type Cursor = { values?: Value[]; before?: boolean };
export type PlainQuery = {
  from?: Array<{ collection_id?: string; all_descendants?: boolean }>;
  where?: Filter;
  order_by?: Array<{ field?: { field_path?: string }; direction?: number }>;
  start_at?: Cursor;
  end_at?: Cursor;
  offset?: number;
  limit?: { value?: number };
  select?: unknown;
};

export class UnsupportedQueryError extends Error {
  constructor(what: string) {
    super(`the local Firestore stand-in cannot answer this query: ${what}`);
    this.name = 'UnsupportedQueryError';
  }
}

/** Whether the query names document ids; only those are answered here. */
export function namesDocumentIds(query: PlainQuery): boolean {
  const inFilter = (filter: Filter | undefined): boolean =>
    !!filter &&
    (filter.field_filter?.field?.field_path === NAME ||
      (filter.composite_filter?.filters ?? []).some(inFilter));
  return inFilter(query.where) || (query.order_by ?? []).some((o) => o.field?.field_path === NAME);
}

/** A document id from a reference value (the last path segment) or a plain string. */
function idOf(value: Value | undefined): string {
  if (typeof value?.reference_value === 'string' && value.reference_value)
    return value.reference_value.slice(value.reference_value.lastIndexOf('/') + 1);
  if (typeof value?.string_value === 'string') return value.string_value;
  throw new UnsupportedQueryError('a document id compared with something that is not one');
}

function fieldFilters(filter: Filter | undefined): FieldFilter[] {
  if (!filter) return [];
  if (filter.unary_filter) throw new UnsupportedQueryError('a unary filter');
  if (filter.field_filter) return [filter.field_filter];
  if (filter.composite_filter) {
    if (filter.composite_filter.op !== 1) throw new UnsupportedQueryError('an OR filter');
    return (filter.composite_filter.filters ?? []).flatMap(fieldFilters);
  }
  return [];
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A document's string field, for an equality beside the document-id parts. */
export type StringFieldOf = (id: string, path: string) => string | undefined;

function keep(id: string, filter: FieldFilter, fieldOf?: StringFieldOf): boolean {
  const path = filter.field?.field_path;
  if (path !== NAME) {
    const wanted = filter.value?.string_value;
    if (!path || !fieldOf || filter.op !== OP.EQUAL || typeof wanted !== 'string')
      throw new UnsupportedQueryError('a filter on a field beside a document id filter');
    return fieldOf(id, path) === wanted;
  }
  const c = compare(id, idOf(filter.value));
  switch (filter.op) {
    case OP.LESS_THAN:
      return c < 0;
    case OP.LESS_THAN_OR_EQUAL:
      return c <= 0;
    case OP.GREATER_THAN:
      return c > 0;
    case OP.GREATER_THAN_OR_EQUAL:
      return c >= 0;
    case OP.EQUAL:
      return c === 0;
    default:
      throw new UnsupportedQueryError(`operator ${filter.op} on a document id`);
  }
}

/**
 * What of `selected` (in the query's order) lies between its cursors: after (or at, `before`)
 * the start one, before (or at) the end one. `relative` places an item against a cursor's
 * position (`at`), in the query's order: < 0 before it, 0 at it.
 */
export function betweenCursors<T, P, C extends { before?: boolean }>(
  selected: T[],
  query: { start_at?: C; end_at?: C },
  at: (cursor: C) => P,
  relative: (item: T, at: P) => number,
): T[] {
  let kept = selected;
  if (query.start_at) {
    const start = at(query.start_at);
    const before = query.start_at.before === true;
    kept = kept.filter((item) => (before ? relative(item, start) >= 0 : relative(item, start) > 0));
  }
  if (query.end_at) {
    const end = at(query.end_at);
    const before = query.end_at.before === true;
    kept = kept.filter((item) => (before ? relative(item, end) < 0 : relative(item, end) <= 0));
  }
  return kept;
}

/**
 * The ids a document-id query selects from `ids` (one collection's existing documents), in
 * order: filters, order by id (either direction), cursors on the id, limit.
 */
export function selectByDocumentId(
  ids: readonly string[],
  query: PlainQuery,
  fieldOf?: StringFieldOf,
): string[] {
  if ((query.from ?? []).some((f) => f.all_descendants))
    throw new UnsupportedQueryError('a collection group');
  if (query.offset) throw new UnsupportedQueryError('an offset');
  const orders = query.order_by ?? [];
  if (orders.some((o) => o.field?.field_path !== NAME))
    throw new UnsupportedQueryError('an order by a field beside the document id');
  const descending = orders[0]?.direction === DESCENDING;
  const filters = fieldFilters(query.where);
  let selected = ids.filter((id) => filters.every((filter) => keep(id, filter, fieldOf)));
  selected.sort((a, b) => (descending ? compare(b, a) : compare(a, b)));
  const cursorId = (cursor: Cursor) => {
    if ((cursor.values ?? []).length !== 1)
      throw new UnsupportedQueryError('a cursor with more than the document id');
    return idOf(cursor.values![0]);
  };
  // Position of an id relative to the cursor, in the query's order.
  const relative = (id: string, at: string) => (descending ? compare(at, id) : compare(id, at));
  selected = betweenCursors(selected, query, cursorId, relative);
  const limit = query.limit?.value;
  return typeof limit === 'number' ? selected.slice(0, limit) : selected;
}

type EmulatorDocument = {
  name: string;
  metadata: { hasExist: boolean };
  getField(path: string): { type?: string; value?: unknown } | undefined;
};
type EmulatorState = {
  v1Query(parent: string, query: { toObject(): PlainQuery }): EmulatorDocument[];
  getCollection(path: string): { getAllDocuments(): EmulatorDocument[] };
};

/** Makes the emulator's state answer document-id queries (see above). */
export function answerDocumentIdQueries(state: EmulatorState): void {
  const original = state.v1Query.bind(state);
  state.v1Query = (parent, query) => {
    const plain = query.toObject();
    if (!namesDocumentIds(plain)) return original(parent, query);
    const collectionId = plain.from?.[0]?.collection_id;
    if (!collectionId || (plain.from ?? []).length !== 1)
      throw new UnsupportedQueryError('a query over other than one collection');
    const docs = state
      .getCollection(`${parent}/${collectionId}`)
      .getAllDocuments()
      .filter((doc) => doc.metadata.hasExist);
    const byId = new Map(docs.map((doc) => [doc.name, doc]));
    const fieldOf: StringFieldOf = (id, path) => {
      const field = byId.get(id)?.getField(path);
      return field?.type === 'string_value' && typeof field.value === 'string'
        ? field.value
        : undefined;
    };
    return selectByDocumentId([...byId.keys()], plain, fieldOf).map((id) => byId.get(id)!);
  };
}
