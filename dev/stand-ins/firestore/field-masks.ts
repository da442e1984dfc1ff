/**
 * Field masks as Firestore applies them. @firestore-emulator/server reads an update mask's
 * paths as if only a name holding a dot were quoted, so a path Firestore quotes for any
 * other reason (`courseSince.\`course-b\``: a hyphen, a colon, a digit first, an `@`) never
 * matches, and a merge of `{ courseSince: { 'course-b': 1 } }` stored nothing. It also
 * ignores a masked path the write carries no value for (Firestore deletes that field: what
 * `FieldValue.delete()` sends) and keeps every field a plain `set` leaves out (Firestore
 * replaces the document). Here a write is applied as Firestore does: every path of the mask
 * is parsed by Firestore's grammar and set to the write's value there, or deleted when the
 * write has none; a write without a mask replaces the document's fields.
 */

/** A stored field as the emulator keeps it: a map field holds its fields in `value`. */
export type StoredField = { type: string; value: unknown };
export type StoredFields = Record<string, StoredField>;

const SIMPLE_NAME = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

const isPath = (segments: string[]): segments is [string, ...string[]] => segments.length > 0;

/** A field path's segments, by Firestore's grammar: simple names, or `quoted` with \-escapes. */
export function parseFieldPath(path: string): [string, ...string[]] {
  const segments: string[] = [];
  let i = 0;
  while (i <= path.length) {
    let segment = '';
    if (path[i] === '`') {
      i += 1;
      while (i < path.length && path[i] !== '`') {
        if (path[i] === '\\' && i + 1 < path.length) i += 1;
        segment += path[i];
        i += 1;
      }
      if (path[i] !== '`') throw new Error(`unterminated quoted field path: ${path}`);
      i += 1;
    } else {
      const end = path.indexOf('.', i);
      segment = path.slice(i, end === -1 ? path.length : end);
      i = end === -1 ? path.length : end;
      if (!SIMPLE_NAME.test(segment)) throw new Error(`invalid field path: ${path}`);
    }
    segments.push(segment);
    if (i === path.length) break;
    if (path[i] !== '.') throw new Error(`invalid field path: ${path}`);
    i += 1;
  }
  if (!isPath(segments)) throw new Error('empty field path');
  return segments;
}

const isMap = (field: StoredField | undefined): field is StoredField & { value: StoredFields } =>
  field?.type === 'map_value';

/** A map field of the emulator's own kind (the one at hand's class) holding `fields`. */
function mapLike(model: StoredField, fields: StoredFields): StoredField {
  const MapField = model.constructor as new (value: StoredFields) => StoredField;
  return new MapField(fields);
}

/** `target` with the path set to `source`'s value there, or deleted when it has none. */
function applyPath(
  target: StoredFields,
  source: StoredFields | undefined,
  [head, ...rest]: [string, ...string[]],
): StoredFields {
  if (!isPath(rest)) {
    const next = { ...target };
    const value = source?.[head];
    if (value) next[head] = value;
    else delete next[head];
    return next;
  }
  const incoming = source?.[head];
  const existing = target[head];
  // Deleting below a field that is no map leaves it as it is.
  if (!isMap(incoming) && !isMap(existing)) return target;
  const inner = applyPath(
    isMap(existing) ? existing.value : {},
    isMap(incoming) ? incoming.value : undefined,
    rest,
  );
  return { ...target, [head]: mapLike(isMap(incoming) ? incoming : existing!, inner) };
}

/**
 * The document's fields after a write of `fields` under `mask`: no mask replaces them all;
 * an empty one changes none (a merge of increments only: its transforms do the work).
 */
export function applyFieldMask(
  current: StoredFields,
  fields: StoredFields,
  mask: readonly string[] | undefined,
): StoredFields {
  if (!mask) return { ...fields };
  return mask.reduce((result, path) => applyPath(result, fields, parseFieldPath(path)), current);
}

type Document = {
  fields: StoredFields;
  metadata: { hasExist: boolean };
  set(date: Date, fields: StoredFields, mask?: string[]): void;
  update(date: Date, fields: StoredFields, mask?: string[]): void;
};
type Write = {
  has_update?: boolean;
  has_current_document?: boolean;
  update?: { name: string };
  has_update_mask?: boolean;
  update_mask?: { field_paths?: string[] };
};
type State = {
  getDocument(name: string): Document;
  writeV1Document(date: Date, write: Write): unknown;
};

/**
 * Makes the emulator's state apply writes' field masks as Firestore does. For a write with a
 * mask (even an empty one), or a `set` without one, the document's next fields are computed here and handed to
 * the emulator's own set/update whole, over an emptied document (with an empty mask it stores
 * what it is given), so preconditions, events and transforms (increment, server time, which
 * call set again afterwards) stay the emulator's.
 */
export function applyFieldMasksAsFirestore(state: State): void {
  const original = state.writeV1Document.bind(state);
  state.writeV1Document = (date, write) => {
    if (!write.has_update || !write.update) return original(date, write);
    // Present but empty is a mask too: a merge of transforms only, which changes no field.
    const mask = write.has_update_mask ? (write.update_mask?.field_paths ?? []) : undefined;
    // A write with no mask under a precondition is a create: the emulator's own answer.
    if (!mask && write.has_current_document) return original(date, write);
    const document = state.getDocument(write.update.name);
    const before = document.metadata.hasExist ? document.fields : {};
    const shadowed = document as Partial<Pick<Document, 'set' | 'update'>>;
    const restore = () => {
      delete shadowed.set;
      delete shadowed.update;
    };
    const once =
      (method: 'set' | 'update') =>
      (when: Date, fields: StoredFields): void => {
        restore();
        const next = applyFieldMask(before, fields, mask);
        document.fields = {};
        document[method](when, next, []);
      };
    shadowed.set = once('set');
    shadowed.update = once('update');
    try {
      return original(date, write);
    } finally {
      restore();
    }
  };
}
