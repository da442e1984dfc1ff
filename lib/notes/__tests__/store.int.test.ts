import { randomUUID } from 'node:crypto';
import { adminDb } from '../../firebase/admin';
import { NOTES_PER_MEMBER } from '../rules';
import { createNote, deleteNote, editNote, fetchClassNotes, fetchNotes } from '../store';

/** The notes store against the running stack's Firestore stand-in. */
jest.setTimeout(180_000);

const run = randomUUID().slice(0, 8);
const memberEmail = (label: string) => `notes-${label}-${run}@example.com`;
const input = (over: Partial<{ classId: string; seconds: number; text: string }> = {}) => ({
  courseId: 'course-risk-management',
  classId: 'class-risk-management-1',
  seconds: 70,
  text: 'Stop below the retest',
  ...over,
});

it('creates, reads, edits and deletes a note, beside the record and not in it', async () => {
  const email = memberEmail('crud');
  await adminDb().doc(`users/${email}`).set({ uid: 'u-crud', courses: [] });
  const created = await createNote(email, input(), 1000);
  if (!created.ok) throw new Error('not created');
  expect(created.note).toMatchObject({ ...input(), createdAt: 1000, updatedAt: 1000 });
  // The record gains only the note's class (lib/activity), never its text.
  expect((await adminDb().doc(`users/${email}`).get()).data()).toEqual({
    uid: 'u-crud',
    courses: [],
    noteClassIds: ['class-risk-management-1'],
  });
  const stored = await adminDb().doc(`users/${email}/notes/${created.note.id}`).get();
  expect(stored.data()).toEqual({ ...input(), createdAt: 1000, updatedAt: 1000 });

  await createNote(email, input({ classId: 'class-risk-management-2', seconds: 5 }));
  expect(await fetchNotes(email)).toHaveLength(2);
  expect((await fetchClassNotes(email, 'class-risk-management-1')).map((n) => n.id)).toEqual([
    created.note.id,
  ]);

  const edited = await editNote(email, created.note.id, 'Stop under the low', 2000);
  expect(edited).toEqual({
    ok: true,
    note: { ...created.note, text: 'Stop under the low', updatedAt: 2000 },
  });
  expect((await stored.ref.get()).get('text')).toBe('Stop under the low');

  expect(await deleteNote(email, created.note.id)).toEqual({ ok: true, note: null });
  expect((await stored.ref.get()).exists).toBe(false);
  expect(await deleteNote(email, created.note.id)).toEqual({ ok: false, reason: 'not-found' });
  expect(await editNote(email, created.note.id, 'again')).toEqual({
    ok: false,
    reason: 'not-found',
  });
  expect((await adminDb().doc(`users/${email}/counters/notes`).get()).get('count')).toBe(1);
});

it("one member's note id opens nothing of another member's", async () => {
  const owner = memberEmail('owner');
  const other = memberEmail('other');
  // A note is written beside its member's record, which lists its class.
  await adminDb().doc(`users/${owner}`).set({ uid: 'u-owner' });
  const created = await createNote(owner, input({ text: 'mine' }));
  if (!created.ok) throw new Error('not created');
  expect(await fetchNotes(other)).toEqual([]);
  expect(await editNote(other, created.note.id, 'taken')).toEqual({
    ok: false,
    reason: 'not-found',
  });
  expect(await deleteNote(other, created.note.id)).toEqual({ ok: false, reason: 'not-found' });
  expect((await fetchNotes(owner)).map((n) => n.text)).toEqual(['mine']);
  // The refused attempts created nothing under the other member either, record included.
  expect((await adminDb().collection(`users/${other}/notes`).get()).size).toBe(0);
  expect((await adminDb().doc(`users/${other}`).get()).exists).toBe(false);
});

it('never passes the limit, even with writes racing for the last places', async () => {
  const email = memberEmail('cap');
  await adminDb().doc(`users/${email}`).set({ uid: 'u-cap' });
  // Fill to 3 below the limit directly, with the counter the store keeps.
  const notes = adminDb().collection(`users/${email}/notes`);
  const filled = NOTES_PER_MEMBER - 3;
  for (let start = 0; start < filled; start += 400) {
    const batch = adminDb().batch();
    for (let i = start; i < Math.min(filled, start + 400); i++)
      batch.set(notes.doc(), { ...input({ seconds: i }), createdAt: i, updatedAt: i });
    await batch.commit();
  }
  await adminDb().doc(`users/${email}/counters/notes`).set({ count: filled });

  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) => createNote(email, input({ text: `race ${i}` }))),
  );
  expect(results.filter((r) => r.ok)).toHaveLength(3);
  expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'limit')).toBe(true);
  expect((await notes.get()).size).toBe(NOTES_PER_MEMBER);
  expect((await adminDb().doc(`users/${email}/counters/notes`).get()).get('count')).toBe(
    NOTES_PER_MEMBER,
  );

  // A delete frees one place, and exactly one.
  const first = results.find((r) => r.ok);
  if (!first?.ok) throw new Error('none created');
  await deleteNote(email, first.note.id);
  const again = await Promise.all([
    createNote(email, input({ text: 'a' })),
    createNote(email, input({ text: 'b' })),
  ]);
  expect(again.filter((r) => r.ok)).toHaveLength(1);
  expect((await notes.get()).size).toBe(NOTES_PER_MEMBER);
});
