import { randomUUID } from 'node:crypto';
import { Query } from 'firebase-admin/firestore';
import { adminDb } from '../../firebase/admin';
import {
  addTrade,
  deleteTrade,
  editTrade,
  importTradeChunk,
  parseTradesCsv,
  type TradeInput,
} from '../../journal';
import { fetchMemberRecord, memberDoc } from '../../members';
import { createNote, deleteNote } from '../../notes';
import { backfillClassActivity, fetchClassNotesIfAny, fetchClassTradesIfAny } from '../store';

/**
 * The record's lists of classes with notes and trades against the running stack's Firestore
 * stand-in: every writer adds to them, a class page's reads follow them, and a record from
 * before them is read in full and backfilled once.
 */
jest.setTimeout(180_000);

const KL = 'Asia/Kuala_Lumpur';
const run = randomUUID().slice(0, 8);
const COURSE = 'course-risk-management';
const [C1, C2, C3] = ['class-risk-management-1', 'class-risk-management-2', 'class-risk-3'];

/** A member with a record: with the lists' marker (as after the backfill), or legacy. */
async function member(label: string, { legacy = false } = {}) {
  const email = `activity-${label}-${run}@example.com`;
  await memberDoc(email).set({
    uid: `uid-${label}`,
    courses: [COURSE],
    ...(legacy ? {} : { classActivityComplete: true }),
  });
  return email;
}
const note = (classId: string, text = 'Stop below the retest') => ({
  courseId: COURSE,
  classId,
  seconds: 70,
  text,
});
const trade = (classId: string | null): TradeInput => ({
  instrument: 'EURUSD',
  direction: 'long',
  entry: 100,
  stop: 99,
  exit: 102,
  size: 1,
  opened: Date.UTC(2026, 0, 5, 1),
  closed: Date.UTC(2026, 0, 5, 2),
  setup: 'Breakout',
  notes: '',
  lesson: classId ? { courseId: COURSE, classId, seconds: 70 } : null,
});
const activity = async (email: string) => (await fetchMemberRecord(email)).classActivity;

/** The queries the calls make, by collection (Query.get: the notes and trades queries). */
async function queriesOf(work: () => Promise<unknown>): Promise<string[]> {
  const made: string[] = [];
  const get = Query.prototype.get;
  const spy = jest.spyOn(Query.prototype, 'get').mockImplementation(function (this: Query) {
    made.push(
      (this as unknown as { _queryOptions: { collectionId: string } })._queryOptions.collectionId,
    );
    return get.call(this);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return made;
}

it("a note's create lists its class; the next load reads that class's notes and no other", async () => {
  const email = await member('note');
  expect(await activity(email)).toEqual({ notes: new Set(), trades: new Set() });
  const created = await createNote(email, note(C1));
  if (!created.ok) throw new Error('not created');
  const listed = await activity(email);
  expect(listed?.notes).toEqual(new Set([C1]));

  let shown: unknown;
  expect(
    await queriesOf(async () => {
      shown = await fetchClassNotesIfAny(email, listed!, C1);
    }),
  ).toEqual(['notes']);
  expect(shown).toEqual([created.note]);
  expect(
    await queriesOf(async () => {
      shown = await fetchClassNotesIfAny(email, listed!, C2);
    }),
  ).toEqual([]);
  expect(shown).toEqual([]);

  // A delete leaves the class listed (one query that finds nothing, never a hidden note).
  await deleteNote(email, created.note.id);
  expect((await activity(email))?.notes).toEqual(new Set([C1]));
  expect(await fetchClassNotesIfAny(email, (await activity(email))!, C1)).toEqual([]);
});

it("a trade's add and edit list its class; a CSV import keeps the lists and the marker", async () => {
  const email = await member('trade');
  const added = await addTrade(email, trade(C1), KL);
  await addTrade(email, trade(null), KL);
  if (!added.ok) throw new Error('not added');
  expect((await activity(email))?.trades).toEqual(new Set([C1]));
  // An edit that links another class adds it; the first stays listed.
  expect((await editTrade(email, added.value.id, trade(C2), KL)).ok).toBe(true);
  expect((await activity(email))?.trades).toEqual(new Set([C1, C2]));
  await deleteTrade(email, added.value.id);

  const header = 'instrument,direction,entry,stop,exit,size,opened,closed,setup,notes';
  const rows = Array.from(
    { length: 30 },
    (_, i) =>
      `XAUUSD,long,100,99,102,1,2026-01-01T00:00:00Z,2026-01-0${(i % 9) + 1}T10:00:00+08:00,Trend,row ${i}`,
  );
  const parsed = parseTradesCsv([header, ...rows].join('\n'), KL);
  if (!parsed.ok) throw new Error('not parsed');
  expect((await importTradeChunk(email, parsed.trades, KL)).ok).toBe(true);
  // A CSV row links no class: the lists are as they were, and still complete.
  const after = await activity(email);
  expect(after).toEqual({ notes: new Set(), trades: new Set([C1, C2]) });
  expect(await queriesOf(() => fetchClassTradesIfAny(email, after!, C3))).toEqual([]);
  expect(await fetchClassTradesIfAny(email, after!, C2)).toEqual([]);
});

it('a legacy record (no marker) still shows its notes and trades, and the backfill lists them once', async () => {
  const email = await member('legacy', { legacy: true });
  // Written before the lists existed: straight into the collections, the record untouched.
  const notes = adminDb().collection(`users/${email}/notes`);
  await notes.doc('n1').set({ ...note(C1, 'Old note'), createdAt: 1, updatedAt: 1 });
  await notes.doc('n2').set({ ...note(C3, 'Another'), createdAt: 2, updatedAt: 2 });
  const added = await addTrade(email, trade(C2), KL);
  if (!added.ok) throw new Error('not added');
  await adminDb().doc(`users/${email}`).update({ tradeClassIds: [] }); // as before the lists
  expect(await activity(email)).toBeNull();

  // Unknown: every class is read as before.
  expect(await queriesOf(() => fetchClassNotesIfAny(email, null, C2))).toEqual(['notes']);
  expect((await fetchClassNotesIfAny(email, null, C1)).map((n) => n.text)).toEqual(['Old note']);
  expect((await fetchClassTradesIfAny(email, null, C2)).map((t) => t.id)).toEqual([added.value.id]);

  expect(await backfillClassActivity(email)).toBe(true);
  const listed = await activity(email);
  expect(listed).toEqual({ notes: new Set([C1, C3]), trades: new Set([C2]) });
  expect((await fetchClassNotesIfAny(email, listed, C1)).map((n) => n.text)).toEqual(['Old note']);
  expect(await queriesOf(() => fetchClassNotesIfAny(email, listed, C2))).toEqual([]);
  // Once: a record with the marker is left as it is.
  expect(await backfillClassActivity(email)).toBe(false);
  // No record, nothing written (never creates one).
  expect(await backfillClassActivity(`activity-nobody-${run}@example.com`)).toBe(false);
  expect((await memberDoc(`activity-nobody-${run}@example.com`).get()).exists).toBe(false);
});

it('a note written while the backfill runs is listed (the two meet on the record)', async () => {
  for (let round = 0; round < 5; round++) {
    const email = await member(`race-${round}`, { legacy: true });
    await adminDb()
      .doc(`users/${email}/notes/old`)
      .set({ ...note(C1), createdAt: 1, updatedAt: 1 });
    const [, created] = await Promise.all([
      backfillClassActivity(email),
      createNote(email, note(`class-during-${round}`)),
    ]);
    expect(created.ok).toBe(true);
    const listed = await activity(email);
    expect(listed?.notes).toEqual(new Set([C1, `class-during-${round}`]));
  }
});

it("a member never sees another member's notes or trades, listed or not", async () => {
  const writer = await member('writer');
  const other = await member('other');
  const otherLegacy = await member('other-legacy', { legacy: true });
  await createNote(writer, note(C1, 'Mine only'));
  await addTrade(writer, trade(C1), KL);

  const otherActivity = await activity(other);
  expect(otherActivity).toEqual({ notes: new Set(), trades: new Set() });
  expect(await queriesOf(() => fetchClassNotesIfAny(other, otherActivity, C1))).toEqual([]);
  expect(await fetchClassTradesIfAny(other, otherActivity, C1)).toEqual([]);

  // Read in full (no marker): their own collections only.
  expect(await fetchClassNotesIfAny(otherLegacy, null, C1)).toEqual([]);
  expect(await fetchClassTradesIfAny(otherLegacy, null, C1)).toEqual([]);
  await backfillClassActivity(otherLegacy);
  expect(await activity(otherLegacy)).toEqual({ notes: new Set(), trades: new Set() });
  expect(await activity(writer)).toEqual({ notes: new Set([C1]), trades: new Set([C1]) });
});
