import 'server-only';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  CLASS_ACTIVITY_COMPLETE_FIELD,
  NOTE_CLASSES_FIELD,
  TRADE_CLASSES_FIELD,
  type ClassActivityKind,
} from './class-activity';
import { memberDoc } from './store';

const FIELDS: Record<ClassActivityKind, string> = {
  notes: NOTE_CLASSES_FIELD,
  trades: TRADE_CLASSES_FIELD,
};

/**
 * Adds classes to the record's sets (class-activity.ts) in the caller's transaction, beside
 * the note or trade it writes; with `complete`, also marks the sets complete
 * (the backfill only). An update: it never creates a record, and the write fails when there
 * is none. Nothing to add writes nothing.
 */
export function addClassActivity(
  transaction: Transaction,
  email: string,
  classIds: Partial<Record<ClassActivityKind, readonly string[]>>,
  complete = false,
): void {
  const changes: Record<string, unknown> = {};
  for (const kind of ['notes', 'trades'] as const) {
    const ids = [...new Set(classIds[kind] ?? [])];
    if (ids.length > 0) changes[FIELDS[kind]] = FieldValue.arrayUnion(...ids);
  }
  if (complete) changes[CLASS_ACTIVITY_COMPLETE_FIELD] = true;
  if (Object.keys(changes).length > 0) transaction.update(memberDoc(email), changes);
}
