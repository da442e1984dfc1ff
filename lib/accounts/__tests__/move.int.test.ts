import { randomUUID } from 'node:crypto';
import { loadFeedOwner, resetCalendarFeed } from '../../calendar/feeds';
import { adminAuth, adminDb } from '../../firebase';
import { fetchMailPreferences, saveMailPreferences } from '../../mail/preferences-store';
import { MemberError } from '../../members/member-error';
import { fetchMemberRecord, memberDoc, recordSessionOpened } from '../../members/store';
import { createNote, deleteNote, fetchNotes } from '../../notes/store';
import { moveMember } from '../move';
import { addMember } from '../provisioning';

/** Against the stack: an operator moves a member to a new address. */
jest.setTimeout(120_000);
jest.mock('next/cache', () => ({
  unstable_cache: (work: unknown) => work,
  revalidateTag: jest.fn(),
}));

const BY = { actor: 'operator@example.com', source: 'admin console' };
const COURSE = 'course-candlesticks';
const address = (label: string) => `move-${label}-${randomUUID().slice(0, 8)}@example.com`;
const auditOf = async (member: string) =>
  (await adminDb().collection('auditLog').where('member', '==', member).get()).docs.map((d) =>
    d.data(),
  );
const summary = (email: string) => adminDb().doc(`courseMembers/${COURSE}/members/${email}`);
const resetLinksTo = async (email: string) => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.FIREBASE_PROJECT_ID ?? 'demo-trading-academy';
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: Array<{ email: string; requestType: string }>;
  };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').length;
};

async function member() {
  const email = address('from');
  const { uid } = await addMember(email, { password: 'Secret-123', courses: [COURSE] });
  await memberDoc(email).set(
    { progress: { 'class-1': { courseId: COURSE, position: 5, duration: 10, completed: false } } },
    { merge: true },
  );
  await recordSessionOpened({ uid, email }, { id: 'open', expiresAt: Date.now() + 60_000 });
  const subscription = adminDb().doc(`subscriptions/sub_move_${randomUUID().slice(0, 8)}`);
  await subscription.set({ email, price: 'price_x', status: 'active' });
  return { uid, email, subscription };
}

test('moves the record, its summaries and subscriptions, the account and nothing else', async () => {
  const { uid, email, subscription } = await member();
  const to = address('to');
  await moveMember(email, to.toUpperCase(), BY);

  expect((await memberDoc(email).get()).exists).toBe(false);
  const moved = await fetchMemberRecord(to);
  expect(moved.uid).toBe(uid);
  expect(moved.courseIds).toEqual([COURSE]);
  expect(moved.progress.get('class-1')).toMatchObject({ position: 5 });
  expect(moved.sessions.size).toBe(0);
  expect((await adminAuth().getUser(uid)).email).toBe(to);
  expect((await subscription.get()).get('email')).toBe(to);
  expect((await summary(email).get()).exists).toBe(false);
  expect((await summary(to).get()).exists).toBe(true);
  expect(await resetLinksTo(to)).toBe(1);
  const detail = `${email} → ${to}`;
  expect(await auditOf(email)).toContainEqual(
    expect.objectContaining({ action: 'move', detail, status: 'done', actor: BY.actor }),
  );
  expect(await auditOf(to)).toContainEqual(expect.objectContaining({ action: 'move', detail }));
  // The account opens the record at its new address only.
  const session = { id: 'new', expiresAt: Date.now() + 60_000 };
  expect(await recordSessionOpened({ uid, email: to }, session)).toBe(true);
  expect(await recordSessionOpened({ uid, email }, session)).toBe(false);
});

test("follows an account whose owner changed its e-mail: the record moves to the account's new address", async () => {
  const { uid, email } = await member();
  const renamed = address('renamed');
  await adminAuth().updateUser(uid, { email: renamed });
  await moveMember(email, renamed, BY);
  expect((await fetchMemberRecord(renamed)).uid).toBe(uid);
});

test('refuses an address that another account or record holds, changing nothing', async () => {
  const { uid, email } = await member();
  const other = address('other');
  await adminAuth().createUser({ email: other });
  await expect(moveMember(email, other, BY)).rejects.toThrow(MemberError);
  const recorded = address('recorded');
  await memberDoc(recorded).set({ courses: ['course-x'] });
  await expect(moveMember(email, recorded, BY)).rejects.toThrow('already has a member record');
  expect((await fetchMemberRecord(email)).uid).toBe(uid);
  expect((await adminAuth().getUser(uid)).email).toBe(email);
  expect((await auditOf(email)).filter((entry) => entry.action === 'move')).toEqual([]);
});

test("carries what hangs off the member's address: notes, feed, mail choices, visits, nudge, payments", async () => {
  const { email } = await member();
  const note = await createNote(email, {
    courseId: COURSE,
    classId: 'class-1',
    seconds: 12,
    text: 'Wait for the close',
  });
  if (!note.ok) throw new Error('not created');
  // Hundreds more, as a long-standing member has: more than one chunk of the move.
  const more = 449;
  for (let start = 0; start < more; start += 200) {
    const batch = adminDb().batch();
    for (let i = start; i < Math.min(more, start + 200); i++)
      batch.create(adminDb().collection(`users/${email}/notes`).doc(), {
        courseId: COURSE,
        classId: 'class-2',
        seconds: i,
        text: `note ${i}`,
        createdAt: i,
        updatedAt: i,
      });
    await batch.commit();
  }
  await adminDb()
    .doc(`users/${email}/counters/notes`)
    .set({ count: more + 1 });
  const token = await resetCalendarFeed(email);
  await saveMailPreferences(email, {
    reminders: false,
    announcements: true,
    nudges: false,
    answers: true,
    coachDigest: true,
  });
  await memberDoc(email).update({
    visits: { count: 3, lastAt: 1_000 },
    classActivityComplete: true,
  });
  await adminDb().doc(`nudges/${email}`).set({ lastAt: 2_000, previousAt: null });
  const charge = adminDb().doc(`charges/pi_move_${randomUUID().slice(0, 8)}`);
  await charge.set({ email, passes: {} });

  const to = address('to');
  await moveMember(email, to, BY);

  const notes = await fetchNotes(to);
  expect(notes).toHaveLength(more + 1);
  expect(notes).toContainEqual(note.note);
  expect(await fetchNotes(email)).toEqual([]);
  expect((await adminDb().collection(`users/${email}/counters`).get()).size).toBe(0);
  expect((await adminDb().doc(`users/${to}/counters/notes`).get()).get('count')).toBe(more + 1);
  expect(await deleteNote(to, note.note.id)).toEqual({ ok: true, note: null });
  expect((await adminDb().doc(`users/${to}/counters/notes`).get()).get('count')).toBe(more);

  expect((await loadFeedOwner(token))?.email).toBe(to);
  expect((await loadFeedOwner(token))?.grants.manual?.courses).toEqual([COURSE]);
  expect(await fetchMailPreferences(to)).toEqual({
    reminders: false,
    announcements: true,
    nudges: false,
    answers: true,
    coachDigest: true,
  });
  expect((await memberDoc(to).get()).get('visits')).toEqual({ count: 3, lastAt: 1_000 });
  // The record's list of classes with notes moves with the notes it lists; its marker of
  // being complete does not (a backfill during the move may have seen none), so the new
  // address computes the lists once more.
  expect((await memberDoc(to).get()).get('noteClassIds')).toEqual(['class-1']);
  expect((await memberDoc(to).get()).get('classActivityComplete')).toBeUndefined();
  expect((await adminDb().doc(`nudges/${to}`).get()).get('lastAt')).toBe(2_000);
  expect((await adminDb().doc(`nudges/${email}`).get()).exists).toBe(false);
  expect((await charge.get()).get('email')).toBe(to);
});
