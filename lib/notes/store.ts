import 'server-only';
import { adminDb } from '../firebase';
import { addClassActivity, memberCollection } from '../members';
import { canAddNote, type Note } from './rules';
import { storedNote, type CreateNoteInput } from './schema';

/**
 * A member's notes live beside their record, never in it: users/{email}/notes/{id}
 * { courseId, classId, seconds, text, createdAt, updatedAt } (ms), so the record every
 * page reads stays small. users/{email}/counters/notes { count } holds how many there are;
 * a create and a delete change it in the same transaction as the note, so two writes at
 * once cannot pass the limit. A create also adds the note's class to the record's
 * `noteClassIds` (lib/members class-activity.ts) in its transaction, so a class page reads
 * notes only on the classes listed there; edits keep the class, deletes leave it listed.
 */
const notesOf = (email: string) => memberCollection(email, 'notes');
const counterOf = (email: string) => memberCollection(email, 'counters').doc('notes');

const countIn = (data: FirebaseFirestore.DocumentData | undefined) =>
  typeof data?.count === 'number' && data.count > 0 ? data.count : 0;

function toNote(snapshot: FirebaseFirestore.DocumentSnapshot): Note | null {
  const parsed = storedNote.safeParse(snapshot.data());
  return parsed.success ? { id: snapshot.id, ...parsed.data } : null;
}

export type NoteWrite<T> = { ok: true; note: T } | { ok: false; reason: 'limit' | 'not-found' };

export async function createNote(
  email: string,
  input: CreateNoteInput,
  now = Date.now(),
): Promise<NoteWrite<Note>> {
  const ref = notesOf(email).doc();
  const counter = counterOf(email);
  return adminDb().runTransaction(async (transaction) => {
    const count = countIn((await transaction.get(counter)).data());
    if (!canAddNote(count)) return { ok: false, reason: 'limit' } as const;
    const note = { ...input, createdAt: now, updatedAt: now };
    transaction.create(ref, note);
    transaction.set(counter, { count: count + 1 });
    addClassActivity(transaction, email, { notes: [input.classId] });
    return { ok: true, note: { id: ref.id, ...note } } as const;
  });
}

/** Changes a note's text; only a note under this member's own record can be found. */
export async function editNote(
  email: string,
  noteId: string,
  text: string,
  now = Date.now(),
): Promise<NoteWrite<Note>> {
  const ref = notesOf(email).doc(noteId);
  return adminDb().runTransaction(async (transaction) => {
    const note = toNote(await transaction.get(ref));
    if (!note) return { ok: false, reason: 'not-found' } as const;
    transaction.update(ref, { text, updatedAt: now });
    return { ok: true, note: { ...note, text, updatedAt: now } } as const;
  });
}

export async function deleteNote(email: string, noteId: string): Promise<NoteWrite<null>> {
  const ref = notesOf(email).doc(noteId);
  const counter = counterOf(email);
  return adminDb().runTransaction(async (transaction) => {
    const [note, count] = [
      await transaction.get(ref),
      countIn((await transaction.get(counter)).data()),
    ];
    if (!note.exists) return { ok: false, reason: 'not-found' } as const;
    transaction.delete(ref);
    transaction.set(counter, { count: Math.max(0, count - 1) });
    return { ok: true, note: null } as const;
  });
}

/** Every note of the member (at most NOTES_PER_MEMBER): one query. */
export async function fetchNotes(email: string): Promise<Note[]> {
  const snapshot = await notesOf(email).get();
  return snapshot.docs.map(toNote).filter((note): note is Note => note !== null);
}

/**
 * The classes the member has notes on, in the caller's transaction (the backfill of the
 * record's sets): one query of the notes' class ids only.
 */
export async function classIdsWithNotes(
  transaction: FirebaseFirestore.Transaction,
  email: string,
): Promise<string[]> {
  const snapshot = await transaction.get(notesOf(email).select('classId'));
  return [...new Set(snapshot.docs.map((doc) => doc.get('classId')))].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
}

/** The member's notes on one class: one query on a single field (no composite index). */
export async function fetchClassNotes(email: string, classId: string): Promise<Note[]> {
  const snapshot = await notesOf(email).where('classId', '==', classId).get();
  return snapshot.docs.map(toNote).filter((note): note is Note => note !== null);
}
