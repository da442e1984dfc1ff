import { createRequire } from 'node:module';
import { FirestoreStateDocument } from '@firestore-emulator/server';
import type { StoredFields } from './field-masks';

/**
 * Array transforms as Firestore applies them. @firestore-emulator/server applies
 * `arrayUnion` / `arrayRemove` only to a field that is already an array (Firestore makes a
 * missing or non-array field the union's elements, or an empty array), and stops at the
 * first such transform of a write, dropping the transforms after it. Here a write's
 * array transforms on a top-level field that will not be an array are given an empty
 * array to start from (in the write itself, as if it had set one), and a document's
 * transforms are applied one by one, so none is dropped.
 */

type Transform = {
  field_path: string;
  has_append_missing_elements?: boolean;
  has_remove_all_from_array?: boolean;
};
type ProtoValue = unknown;
type Write = {
  has_update?: boolean;
  has_current_document?: boolean;
  update?: { name: string; fields: Map<string, ProtoValue> };
  has_update_mask?: boolean;
  update_mask?: { field_paths: string[] };
  update_transforms?: Transform[];
};
type State = {
  getDocument(name: string): { fields: StoredFields; metadata: { hasExist: boolean } };
  writeV1Document(date: Date, write: Write): unknown;
};

const TOP_LEVEL = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

/**
 * The top-level fields an array transform of the write finds without an array: those the
 * write does not set itself and that, after its own fields, the document would not hold as
 * an array (a write without a mask replaces the document; one with a mask keeps the fields
 * outside it).
 */
export function fieldsToSeed(
  current: StoredFields | null,
  write: { fields: readonly string[]; mask: readonly string[] | undefined },
  transforms: readonly Transform[],
): string[] {
  const seeds = new Set<string>();
  for (const transform of transforms) {
    const path = transform.field_path;
    if (!transform.has_append_missing_elements && !transform.has_remove_all_from_array) continue;
    if (!TOP_LEVEL.test(path) || write.fields.includes(path)) continue;
    const kept =
      write.mask !== undefined && !write.mask.includes(path) ? current?.[path] : undefined;
    if (kept?.type !== 'array_value') seeds.add(path);
  }
  return [...seeds];
}

let transformsPatched = false;

/** The emulator's proto Value, from the copy of the proto package the emulator loads. */
function protoValue(): { fromObject(value: object): ProtoValue } {
  const fromRoot = createRequire(`${process.cwd()}/package.json`);
  const fromEmulator = createRequire(fromRoot.resolve('@firestore-emulator/server'));
  return (
    fromEmulator('@firestore-emulator/proto/dist/google/firestore/v1/document') as {
      Value: { fromObject(value: object): ProtoValue };
    }
  ).Value;
}

export function applyArrayTransformsAsFirestore(state: State): void {
  if (!transformsPatched) {
    transformsPatched = true;
    const apply = FirestoreStateDocument.prototype.v1Transform;
    FirestoreStateDocument.prototype.v1Transform = function v1Transform(date, transforms) {
      for (const transform of transforms) apply.call(this, date, [transform]);
    };
  }
  const Value = protoValue();
  const original = state.writeV1Document.bind(state);
  state.writeV1Document = (date, write) => {
    if (!write.has_update || !write.update || !write.update_transforms?.length)
      return original(date, write);
    const document = state.getDocument(write.update.name);
    const mask = write.has_update_mask ? [...(write.update_mask?.field_paths ?? [])] : undefined;
    const seeds = fieldsToSeed(
      document.metadata.hasExist ? document.fields : null,
      { fields: [...write.update.fields.keys()], mask },
      write.update_transforms,
    );
    if (seeds.length > 0) {
      const fields = new Map(write.update.fields);
      for (const path of seeds) fields.set(path, Value.fromObject({ array_value: { values: [] } }));
      write.update.fields = fields;
      if (mask && write.update_mask) write.update_mask.field_paths = [...mask, ...seeds];
    }
    return original(date, write);
  };
}
