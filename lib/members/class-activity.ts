/**
 * Which classes the member has ever written a note on or logged a trade for, kept on the
 * record (users/{email}) so a class page skips the notes and trades queries of a class the
 * record says has none (most classes, for most members):
 *
 * - `noteClassIds` / `tradeClassIds`: arrays used as sets, only ever added to (arrayUnion),
 *   in the same transaction that writes the note or the trade (class-activity-writes.ts). A
 *   deleted note or trade leaves its class listed: that costs one query that finds nothing,
 *   never a hidden note.
 * - `classActivityComplete: true`: the sets are complete. Only the one-time backfill
 *   (lib/activity) sets it, in a transaction with the queries of every note and trade of
 *   the member, so it cannot miss one written meanwhile (that write touches the record too,
 *   and the transaction runs again). A record without it (written before the sets existed,
 *   or new, or replaced whole) says nothing: every class is read as before. Removing the
 *   field from a record makes the next /home load compute the sets again.
 */
export const NOTE_CLASSES_FIELD = 'noteClassIds';
export const TRADE_CLASSES_FIELD = 'tradeClassIds';
export const CLASS_ACTIVITY_COMPLETE_FIELD = 'classActivityComplete';

/** The member's classes with notes and with trades; null when the record cannot say. */
export type ClassActivity = { notes: ReadonlySet<string>; trades: ReadonlySet<string> };
export type ClassActivityKind = keyof ClassActivity;

const idsOf = (value: unknown): Set<string> =>
  new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/** The record's sets as stored, or null without the marker (an unknown, not "none"). */
export function classActivityOfRecord(
  data: Record<string, unknown> | undefined,
): ClassActivity | null {
  if (data?.[CLASS_ACTIVITY_COMPLETE_FIELD] !== true) return null;
  return { notes: idsOf(data[NOTE_CLASSES_FIELD]), trades: idsOf(data[TRADE_CLASSES_FIELD]) };
}

/**
 * Whether the member may have notes (or trades) on the class: false only when the record's
 * complete sets leave it out, so no query is needed to know there are none.
 */
export const mayHaveClassActivity = (
  activity: ClassActivity | null,
  kind: ClassActivityKind,
  classId: string,
): boolean => activity === null || activity[kind].has(classId);
