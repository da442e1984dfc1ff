/**
 * Ordered, limited queries answered from an index, as Firestore answers them.
 * @firestore-emulator/server answers every query by sorting the whole collection, then
 * filtering, then cutting to the limit, so one page of a 10,000-document collection cost
 * about six times a page of a 100-document one; Firestore reads an index from the query's
 * first match and stops at the limit, so its cost follows the results, not the collection.
 * Here a query ordered by one field is answered from a sorted index of that field (built on
 * the first such query, kept up to date by the state's document events): a range on the
 * ordered field seeks into it, other filters are tested while walking, the walk stops at
 * the limit. It returns what the emulator returns: only queries whose answer cannot differ
 * are taken (one collection; one order field held by every document, all of one string or
 * number type; AND of equality and range filters on string or number values; no cursor,
 * offset or `__name__`); every other query goes to the emulator unchanged. Equal values
 * come in document-id order, Firestore's implicit last order (the emulator leaves them in
 * the order the documents were first seen).
 */

/** StructuredQuery's field-filter operators and directions, as the v1 protocol numbers them. */
const OP = { LT: 1, LTE: 2, GT: 3, GTE: 4, EQ: 5 } as const;
const AND = 1;
const ASCENDING = 1;
const DESCENDING = 2;

type Key = string | number;
type Kind = 'string_value' | 'integer_value' | 'double_value';
/** A value as the emulator stores it in a document or as a query's plain object names it. */
type Typed = { kind: Kind; key: Key };

/**
 * A filter's value: the plain object of a protobuf Value carries every case of its oneof
 * with defaults (an integer filter also shows `string_value: ''`), so the case set is named
 * by `value_type`, copied from the message (see valueTypesOf).
 */
type PlainValue = {
  value_type?: string;
  string_value?: unknown;
  integer_value?: unknown;
  double_value?: unknown;
};
type FieldFilter = { field?: { field_path?: string }; op?: number; value?: PlainValue };
type Filter = {
  field_filter?: FieldFilter;
  composite_filter?: { op?: number; filters?: Filter[] };
  unary_filter?: unknown;
};
export type OrderedQuery = {
  from?: Array<{ collection_id?: string; all_descendants?: boolean }>;
  where?: Filter;
  order_by?: Array<{ field?: { field_path?: string }; direction?: number }>;
  start_at?: unknown;
  end_at?: unknown;
  offset?: number;
  limit?: { value?: number };
};

/** A plain query value as a comparable key, or null for a kind not answered here. */
export function typedValue(value: PlainValue | undefined): Typed | null {
  const kind = value?.value_type;
  if (kind === 'string_value' && typeof value?.string_value === 'string')
    return { kind, key: value.string_value };
  if (kind === 'integer_value' && typeof value?.integer_value === 'number')
    return { kind, key: value.integer_value };
  if (
    kind === 'double_value' &&
    typeof value?.double_value === 'number' &&
    !Number.isNaN(value.double_value)
  )
    return { kind, key: value.double_value };
  return null;
}

type FilterMessage = {
  has_field_filter?: boolean;
  field_filter?: { value?: { value_type?: string } };
  has_composite_filter?: boolean;
  composite_filter?: { filters?: FilterMessage[] };
};

/** Names each filter value's case in the plain query, from the query's message. */
export function valueTypesOf(message: { where?: FilterMessage }, plain: OrderedQuery): void {
  const copy = (from: FilterMessage | undefined, to: Filter | undefined) => {
    if (!from || !to) return;
    if (from.has_field_filter && to.field_filter?.value)
      to.field_filter.value.value_type = from.field_filter?.value?.value_type;
    if (from.has_composite_filter)
      (from.composite_filter?.filters ?? []).forEach((inner, i) =>
        copy(inner, to.composite_filter?.filters?.[i]),
      );
  };
  copy(message.where, plain.where);
}

/** A stored field (the emulator's: `type` and `value`) as a comparable key, or null. */
export function typedField(field: { type?: string; value?: unknown } | undefined): Typed | null {
  if (!field) return null;
  if (field.type === 'string_value' && typeof field.value === 'string')
    return { kind: 'string_value', key: field.value };
  if (
    (field.type === 'integer_value' || field.type === 'double_value') &&
    typeof field.value === 'number' &&
    !Number.isNaN(field.value)
  )
    return { kind: field.type, key: field.value };
  return null;
}

const compareKeys = (a: Key, b: Key) => (a < b ? -1 : a > b ? 1 : 0);

/** One field filter, as the emulator applies it: values of another kind never match. */
export type Test = { path: string; op: number; value: Typed };

export function passes(field: Typed | null, test: Test): boolean {
  if (!field || field.kind !== test.value.kind) return false;
  const c = compareKeys(field.key, test.value.key);
  switch (test.op) {
    case OP.LT:
      return c < 0;
    case OP.LTE:
      return c <= 0;
    case OP.GT:
      return c > 0;
    case OP.GTE:
      return c >= 0;
    default:
      return c === 0;
  }
}

/** What an answerable query asks: its order field and direction, its tests, its limit. */
export type Plan = { path: string; descending: boolean; tests: Test[]; limit: number | null };

const simplePath = (path: string | undefined): path is string =>
  typeof path === 'string' && path !== '' && path !== '__name__' && !path.includes('.');

function testsOf(filter: Filter | undefined): Test[] | null {
  if (!filter || (!filter.field_filter && !filter.composite_filter && !filter.unary_filter))
    return [];
  if (filter.unary_filter) return null;
  const filters = filter.field_filter
    ? [filter]
    : filter.composite_filter?.op === AND
      ? (filter.composite_filter.filters ?? [])
      : null;
  if (!filters) return null;
  const tests: Test[] = [];
  for (const one of filters) {
    const field = one.field_filter;
    if (!field || one.composite_filter || one.unary_filter) return null;
    const path = field.field?.field_path;
    const value = typedValue(field.value);
    const op = field.op;
    if (!simplePath(path) || !value || !Object.values(OP).some((known) => known === op))
      return null;
    tests.push({ path, op: op!, value });
  }
  return tests;
}

/** The plan of a query this index answers, or null for one the emulator must answer. */
export function planOf(query: OrderedQuery): Plan | null {
  const from = query.from ?? [];
  if (from.length !== 1 || !from[0]!.collection_id || from[0]!.all_descendants) return null;
  if (query.start_at || query.end_at || query.offset) return null;
  const orders = query.order_by ?? [];
  const path = orders[0]?.field?.field_path;
  const direction = orders[0]?.direction;
  if (orders.length !== 1 || !simplePath(path)) return null;
  if (direction !== ASCENDING && direction !== DESCENDING) return null;
  const tests = testsOf(query.where);
  if (!tests) return null;
  const limit = query.limit?.value;
  return {
    path,
    descending: direction === DESCENDING,
    tests,
    limit: typeof limit === 'number' ? limit : null,
  };
}

type Entry<D> = { id: string; value: Typed; doc: D };

/**
 * One collection's documents sorted by one field (then by id). Documents without the field,
 * or with a value of a kind not indexed, are counted apart: while there are any, or values
 * of more than one kind, the index does not answer (the emulator would order them its way).
 */
export class FieldIndex<D> {
  private entries: Entry<D>[] = [];
  private byId = new Map<string, Entry<D>>();
  private kinds = new Map<Kind, number>();
  private apart = new Set<string>();

  /**
   * @param path the indexed field
   * @param other reads another field of a document, for the filters on it
   */
  constructor(
    private readonly path: string,
    private readonly other: (doc: D, path: string) => Typed | null,
  ) {}

  /** Where (id, value) sits or would sit in the ascending order. */
  private position(value: Typed, id: string): number {
    let [lo, hi] = [0, this.entries.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.entries[mid]!;
      const c = compareKeys(at.value.key, value.key) || compareKeys(at.id, id);
      if (c < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The first position holding a value ≥ key (> key when not inclusive). */
  private lowerBound(key: Key, inclusive: boolean): number {
    let [lo, hi] = [0, this.entries.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareKeys(this.entries[mid]!.value.key, key);
      if (c < 0 || (c === 0 && !inclusive)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  remove(id: string): void {
    this.apart.delete(id);
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    this.entries.splice(this.position(entry.value, id), 1);
    const left = (this.kinds.get(entry.value.kind) ?? 1) - 1;
    if (left === 0) this.kinds.delete(entry.value.kind);
    else this.kinds.set(entry.value.kind, left);
  }

  /** Files a document as it is now: `field` its value of the indexed field, `exists` whether it exists. */
  put(id: string, doc: D, exists: boolean, field: Typed | null): void {
    this.remove(id);
    if (!exists) return;
    if (!field) {
      this.apart.add(id);
      return;
    }
    const entry = { id, value: field, doc };
    this.entries.splice(this.position(field, id), 0, entry);
    this.byId.set(id, entry);
    this.kinds.set(field.kind, (this.kinds.get(field.kind) ?? 0) + 1);
  }

  /** The plan's documents in order, or null when this index cannot answer it as the emulator would. */
  answer(plan: Plan): D[] | null {
    if (plan.path !== this.path || this.apart.size > 0 || this.kinds.size > 1) return null;
    const kind = this.kinds.keys().next().value;
    // Seek: ranges on the ordered field narrow the walk (every test is still applied).
    let [from, to] = [0, this.entries.length];
    for (const test of plan.tests) {
      if (test.path !== this.path || test.value.kind !== kind) continue;
      const { key } = test.value;
      if (test.op === OP.GT || test.op === OP.GTE || test.op === OP.EQ)
        from = Math.max(from, this.lowerBound(key, test.op !== OP.GT));
      if (test.op === OP.LT || test.op === OP.LTE || test.op === OP.EQ)
        to = Math.min(to, this.lowerBound(key, test.op === OP.LT));
    }
    const found: D[] = [];
    const wanted = plan.limit ?? Infinity;
    const valueAt = (entry: Entry<D>, path: string) =>
      path === this.path ? entry.value : this.other(entry.doc, path);
    for (let i = 0; i < to - from && found.length < wanted; i++) {
      const entry = this.entries[plan.descending ? to - 1 - i : from + i]!;
      if (plan.tests.every((test) => passes(valueAt(entry, test.path), test)))
        found.push(entry.doc);
    }
    return found;
  }
}

type EmulatorDocument = {
  name: string;
  parent: object;
  metadata: { hasExist: boolean };
  getField(path: string): { type?: string; value?: unknown } | undefined;
};
type EmulatorState = {
  v1Query(
    parent: string,
    query: { toObject(): OrderedQuery; where?: FilterMessage },
  ): EmulatorDocument[];
  getCollection(path: string): { getAllDocuments(): EmulatorDocument[] };
  emitter: {
    on(event: string, listener: (payload: { document: EmulatorDocument }) => void): void;
  };
};

/** Makes the emulator's state answer ordered queries from indexes (see above). */
export function answerOrderedQueriesFromIndexes(state: EmulatorState): void {
  let indexes = new WeakMap<object, Map<string, FieldIndex<EmulatorDocument>>>();
  const file = (index: FieldIndex<EmulatorDocument>, path: string, doc: EmulatorDocument) =>
    index.put(doc.name, doc, doc.metadata.hasExist, typedField(doc.getField(path)));
  const changed = ({ document }: { document: EmulatorDocument }) => {
    for (const [path, index] of indexes.get(document.parent) ?? []) file(index, path, document);
  };
  for (const event of ['create-document', 'update-document', 'delete-document'])
    state.emitter.on(event, changed);
  state.emitter.on('clear-all-projects', () => {
    indexes = new WeakMap();
  });

  const indexOf = (collection: { getAllDocuments(): EmulatorDocument[] }, path: string) => {
    let byPath = indexes.get(collection);
    if (!byPath) indexes.set(collection, (byPath = new Map()));
    let index = byPath.get(path);
    if (!index) {
      index = new FieldIndex<EmulatorDocument>(path, (doc, other) =>
        typedField(doc.getField(other)),
      );
      for (const doc of collection.getAllDocuments()) file(index, path, doc);
      byPath.set(path, index);
    }
    return index;
  };

  const original = state.v1Query.bind(state);
  state.v1Query = (parent, query) => {
    const plain = query.toObject();
    valueTypesOf(query, plain);
    const plan = planOf(plain);
    if (!plan) return original(parent, query);
    const collection = state.getCollection(`${parent}/${plain.from![0]!.collection_id}`);
    return indexOf(collection, plan.path).answer(plan) ?? original(parent, query);
  };
}
