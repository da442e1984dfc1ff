import 'server-only';
import { adminDb } from '../firebase';
import { classIdsWithTrades, fetchClassTrades, type Trade } from '../journal';
import {
  addClassActivity,
  mayHaveClassActivity,
  memberDoc,
  parseMemberRecord,
  type ClassActivity,
} from '../members';
import { classIdsWithNotes, fetchClassNotes, fetchNotes, type Note } from '../notes';

/**
 * A class page's notes and trades at the cost the member's record allows. The record lists
 * the classes the member has ever written a note on and logged a trade for
 * (MemberRecord.classActivity, lib/members class-activity.ts; the notes and journal stores
 * add to the lists in the transaction of every note and trade they write). The rule:
 *
 * - the record has the lists (its `classActivityComplete` marker): a class it does not list
 *   has no notes (trades) of the member's, so its query is skipped; a listed class is read
 *   (a note since deleted costs that one read, never a hidden note);
 * - the record has no marker (written before the lists existed, or new): every class is
 *   read as before, and backfillClassActivity, run after the response, writes both lists
 *   and the marker once.
 */

/** The member's notes on the class: [] without a read when the record lists none there. */
export async function fetchClassNotesIfAny(
  email: string,
  activity: ClassActivity | null,
  classId: string,
): Promise<Note[]> {
  return mayHaveClassActivity(activity, 'notes', classId) ? fetchClassNotes(email, classId) : [];
}

/**
 * Every note of the member (the notes page): [] without a read when the record's complete
 * lists hold no class with a note, as for most members.
 */
export async function fetchNotesIfAny(
  email: string,
  activity: ClassActivity | null,
): Promise<Note[]> {
  return activity !== null && activity.notes.size === 0 ? [] : fetchNotes(email);
}

/** The member's trades on the class: [] without a read when the record lists none there. */
export async function fetchClassTradesIfAny(
  email: string,
  activity: ClassActivity | null,
  classId: string,
): Promise<Trade[]> {
  return mayHaveClassActivity(activity, 'trades', classId) ? fetchClassTrades(email, classId) : [];
}

/**
 * Once per member whose record has no marker: the classes of every note and linked trade of
 * theirs (two queries of class ids only), added to the record's lists with the marker, in
 * one transaction. A note or trade written meanwhile also writes the record this
 * transaction read, so Firestore runs it again and the new class is found; and the lists
 * are added to (arrayUnion), never replaced, so nothing already listed is lost. Says
 * whether it wrote; no record, or one with the marker already, is left as it is.
 */
export async function backfillClassActivity(email: string): Promise<boolean> {
  const doc = memberDoc(email);
  return adminDb().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(doc);
    if (!snapshot.exists || parseMemberRecord(snapshot.data()).classActivity !== null) return false;
    const notes = await classIdsWithNotes(transaction, email);
    const trades = await classIdsWithTrades(transaction, email);
    addClassActivity(transaction, email, { notes, trades }, true);
    return true;
  });
}
