import { betweenCursors, UnsupportedQueryError } from './name-queries';
import { valueTypesOf, type OrderedQuery } from './ordered-queries';

/**
 * Collection-group queries (`from: [{ collection_id, all_descendants: true }]`), as
 * Firestore answers them. @firestore-emulator/server reads only the collection
 * `{parent}/{collection_id}` and ignores `all_descendants`, so a collection-group query over
 * `answers` (every question's answers) found nothing. Here it is answered from every
 * collection of that id at any depth under the query's parent (a missing document's
 * collections too, as in Firestore), in document-path order (Firestore's, compared segment by
 * segment), for the shapes the app sends: AND of equalities on plain fields (strings,
 * booleans, numbers), order by `__name__` only (either direction), cursors on the document
 * path, limit. Anything else (another operator, order or value, OR, offset, a projection,
 * a kindless query) is refused, not guessed.
 */

const NAME = '__name__';
const EQUAL = 5;
const AND = 1;
const DESCENDING = 2;
const SIMPLE_PATH = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

type PlainValue = {
  value_type?: string;
  string_value?: unknown;
  boolean_value?: unknown;
  integer_value?: unknown;
  double_value?: unknown;
  reference_value?: unknown;
};
type Filter = {
  field_filter?: { field?: { field_path?: string }; op?: number; value?: PlainValue };
  composite_filter?: { op?: number; filters?: Filter[] };
  unary_filter?: unknown;
};
type Cursor = { values?: PlainValue[]; before?: boolean };
export type GroupQuery = {
  from?: Array<{ collection_id?: string; all_descendants?: boolean }>;
  where?: Filter;
  order_by?: Array<{ field?: { field_path?: string }; direction?: number }>;
  start_at?: Cursor;
  end_at?: Cursor;
  offset?: number;
  limit?: { value?: number };
  select?: { fields?: unknown[] };
};

/** A stored field as the emulator keeps it. */
type StoredField = { type?: string; value?: unknown } | undefined;
/** A document of the group: its path below `documents/`, in segments, and its fields. */
export type GroupDocument = { path: string[]; field(path: string): StoredField };

export const isGroupQuery = (query: GroupQuery) =>
  (query.from ?? []).some((from) => from.all_descendants === true);

type Equality = { path: string; value: string | boolean | number };

function equalityValue(value: PlainValue | undefined): string | boolean | number {
  if (value?.value_type === 'string_value' && typeof value.string_value === 'string')
    return value.string_value;
  if (value?.value_type === 'boolean_value' && typeof value.boolean_value === 'boolean')
    return value.boolean_value;
  const number =
    value?.value_type === 'integer_value'
      ? Number(value.integer_value)
      : value?.value_type === 'double_value'
        ? Number(value.double_value)
        : Number.NaN;
  if (Number.isNaN(number))
    throw new UnsupportedQueryError(
      'a collection group compared with other than a string, boolean or number',
    );
  return number;
}

function equalities(filter: Filter | undefined): Equality[] {
  if (!filter || (!filter.field_filter && !filter.composite_filter && !filter.unary_filter))
    return [];
  if (filter.unary_filter) throw new UnsupportedQueryError('a unary filter on a collection group');
  if (filter.composite_filter) {
    if (filter.composite_filter.op !== AND)
      throw new UnsupportedQueryError('an OR filter on a collection group');
    return (filter.composite_filter.filters ?? []).flatMap(equalities);
  }
  const { field, op, value } = filter.field_filter!;
  const path = field?.field_path ?? '';
  if (op !== EQUAL || !SIMPLE_PATH.test(path) || path === NAME)
    throw new UnsupportedQueryError('a collection group filter other than an equality on a field');
  return [{ path, value: equalityValue(value) }];
}

function matches(field: StoredField, wanted: Equality['value']): boolean {
  if (!field) return false;
  if (typeof wanted === 'string') return field.type === 'string_value' && field.value === wanted;
  if (typeof wanted === 'boolean') return field.type === 'boolean_value' && field.value === wanted;
  // Firestore compares numbers by value, whether stored as integers or doubles.
  return (
    (field.type === 'integer_value' || field.type === 'double_value') &&
    Number(field.value) === wanted
  );
}

const compareSegments = (a: readonly string[], b: readonly string[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length - b.length;
};

/** A reference value's path below `documents/`, in segments. */
export function documentPathOf(name: string): string[] {
  const at = name.indexOf('/documents/');
  if (at < 0) throw new UnsupportedQueryError('a cursor that is no document path');
  return name.slice(at + '/documents/'.length).split('/');
}

function cursorPath(cursor: Cursor): string[] {
  const values = cursor.values ?? [];
  const reference = values[0]?.reference_value;
  if (values.length !== 1 || typeof reference !== 'string' || !reference)
    throw new UnsupportedQueryError('a collection group cursor other than one document path');
  return documentPathOf(reference);
}

/** The documents a collection-group query selects from `docs` (every existing one of the group), in order. */
export function selectGroup(docs: readonly GroupDocument[], query: GroupQuery): GroupDocument[] {
  if (query.offset) throw new UnsupportedQueryError('an offset');
  if ((query.select?.fields ?? []).length > 0)
    throw new UnsupportedQueryError('a projection of a collection group');
  const orders = query.order_by ?? [];
  if (orders.length > 1 || orders.some((order) => order.field?.field_path !== NAME))
    throw new UnsupportedQueryError('a collection group ordered by other than the document path');
  if ((query.start_at || query.end_at) && orders.length === 0)
    throw new UnsupportedQueryError('a cursor without an order');
  const descending = orders[0]?.direction === DESCENDING;
  const tests = equalities(query.where);
  // Position of a document relative to the cursor, in the query's order.
  const relative = (doc: GroupDocument, at: string[]) =>
    descending ? compareSegments(at, doc.path) : compareSegments(doc.path, at);
  let selected = docs.filter((doc) =>
    tests.every((test) => matches(doc.field(test.path), test.value)),
  );
  selected.sort((a, b) => (descending ? -1 : 1) * compareSegments(a.path, b.path));
  selected = betweenCursors(selected, query, cursorPath, relative);
  const limit = query.limit?.value;
  return typeof limit === 'number' ? selected.slice(0, limit) : selected;
}

type EmulatorDocument = {
  metadata: { hasExist: boolean };
  getPath(): string;
  getField(path: string): StoredField;
};
/** The emulator's private records of collections and documents, read here without changing them. */
type Holder = { collections?: Record<string, Collection> };
type Collection = { documents?: Record<string, EmulatorDocument & Holder> };
type EmulatorState = {
  v1Query(
    parent: string,
    query: { toObject(): GroupQuery; where?: Parameters<typeof valueTypesOf>[0]['where'] },
  ): EmulatorDocument[];
  projects?: Record<string, { databases?: Record<string, Holder> }>;
  getDocument(path: string): EmulatorDocument & Holder;
};

/** Every document in a collection named `id` at any depth below `holder`. */
function groupUnder(holder: Holder, id: string, found: EmulatorDocument[]): void {
  for (const [name, collection] of Object.entries(holder.collections ?? {}))
    for (const doc of Object.values(collection.documents ?? {})) {
      if (name === id && doc.metadata.hasExist) found.push(doc);
      groupUnder(doc, id, found);
    }
}

/** The database (none: nothing stored in it yet) or document a query's parent names. */
function parentOf(state: EmulatorState, parent: string): Holder | undefined {
  const [project, projectName, database, databaseName, documents, ...rest] = parent.split('/');
  if (project !== 'projects' || database !== 'databases' || documents !== 'documents')
    throw new UnsupportedQueryError(`a query under ${parent}`);
  const root = state.projects?.[projectName!]?.databases?.[databaseName!];
  return rest.length === 0 ? root : root && state.getDocument(parent);
}

/** Makes the emulator's state answer collection-group queries (see above). */
export function answerCollectionGroupQueries(state: EmulatorState): void {
  const original = state.v1Query.bind(state);
  state.v1Query = (parent, query) => {
    const plain = query.toObject();
    if (!isGroupQuery(plain)) return original(parent, query);
    valueTypesOf(query, plain as OrderedQuery);
    const id = plain.from?.[0]?.collection_id;
    if ((plain.from ?? []).length !== 1 || !id)
      throw new UnsupportedQueryError('a collection group of other than one named collection');
    const found: EmulatorDocument[] = [];
    const holder = parentOf(state, parent);
    if (holder) groupUnder(holder, id, found);
    const docs = found.map((doc) => ({
      doc,
      path: documentPathOf(doc.getPath()),
      field: (path: string) => doc.getField(path),
    }));
    return (selectGroup(docs, plain) as typeof docs).map((entry) => entry.doc);
  };
}
