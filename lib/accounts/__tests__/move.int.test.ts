import { randomUUID } from 'node:crypto';
import { messagesTo, waitForMessagesTo, type CaughtMail } from '../../../dev/test-run/mail';
import { loadFeedOwner, resetCalendarFeed } from '../../calendar/feeds';
import { addressMeTooMarks } from '../../community/member-posts';
import { classKey, displayNameOf } from '../../community/rules';
import {
  acceptAnswer,
  answerQuestion,
  askQuestion,
  CLASS_SUMMARIES,
  countUnseenAnswers,
  editPost,
  fetchClassFirstPage,
  fetchHubPage,
  fetchThread,
  reportPost,
  toggleMeToo,
  type Viewer,
} from '../../community/store';
import { parseClassSummary } from '../../community/summary';
import { adminAuth, adminDb } from '../../firebase';
import {
  closeMailTransport,
  outboxDocId,
  renderMailLayout,
  retryMail,
  type OutboxDoc,
  type OutboxStatus,
} from '../../mail';
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

afterAll(() => closeMailTransport());

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

test('refuses an address mail cannot reach, as adding a member does, changing nothing', async () => {
  const { uid, email } = await member();
  for (const typo of ['ann@gmail', 'ann@gmail,com', `${'a'.repeat(250)}@x.my`])
    await expect(moveMember(email, typo, BY)).rejects.toThrow(
      /is not an address mail can reach|Not a valid e-mail address/,
    );
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

test('readdresses the e-mails not sent yet to the new address; those sent stay as they were', async () => {
  const { email } = await member();
  const mail = (status: OutboxStatus, subject: string) => {
    const id = `move-test:${randomUUID()}`;
    const doc: OutboxDoc = {
      id,
      to: email,
      subject,
      ...renderMailLayout({ heading: subject, paragraphs: ['Your receipt.'] }),
      unsubscribe: null,
      status,
      attempts: 1,
      // Not due for the cron job meanwhile: only the operator's Retry below sends it.
      nextAttemptAt: status === 'waiting' ? Date.now() + 3_600_000 : null,
      lastError: status === 'sent' ? null : 'SMTP down',
      createdAt: Date.now(),
      updatedAt: Date.now(),
    };
    const ref = adminDb().collection('mailOutbox').doc(outboxDocId(id));
    return { ref, subject, write: () => ref.set(doc) };
  };
  const waiting = mail('waiting', `Receipt ${randomUUID().slice(0, 8)}`);
  const failed = mail('failed', `Answer ${randomUUID().slice(0, 8)}`);
  const sent = mail('sent', `Welcome ${randomUUID().slice(0, 8)}`);
  await Promise.all([waiting, failed, sent].map((message) => message.write()));

  const to = address('to');
  await moveMember(email, to, BY);

  expect((await waiting.ref.get()).get('to')).toBe(to);
  expect((await failed.ref.get()).get('to')).toBe(to);
  expect((await sent.ref.get()).get('to')).toBe(email);
  expect(await retryMail(waiting.ref.id, BY)).toEqual({ status: 'sent' });
  const receipt = (messages: CaughtMail[]) =>
    messages.some((message) => message.subject === waiting.subject);
  expect(receipt(await waitForMessagesTo(to, receipt))).toBe(true);
  expect(receipt(await messagesTo(email))).toBe(false);
});

test("carries the member's Traders Hub posts: questions, answers, reports, me-too marks, class page", async () => {
  const { email } = await member();
  const peer = address('peer');
  await addMember(peer, { courses: [COURSE] });
  const classId = `class-move-${randomUUID().slice(0, 8)}`;
  const as = (who: string): Viewer => ({
    email: who,
    operator: false,
    open: new Set([classKey(COURSE, classId)]),
  });
  const ask = async (who: string, body: string, at: number) => {
    const written = await askQuestion(
      as(who),
      { courseId: COURSE, classId, seconds: null, body },
      at,
    );
    if (!written.ok) throw new Error(`not asked: ${written.reason}`);
    return written.value;
  };
  const answer = async (who: string, threadId: string, body: string, at: number) => {
    const written = await answerQuestion(as(who), threadId, body, at);
    if (!written.ok) throw new Error(`not answered: ${written.reason}`);
    return written.value.answer;
  };
  const t0 = Date.now();
  const mine = await ask(email, 'Where is the stop?', t0);
  const theirs = await ask(peer, 'Which timeframe?', t0 + 1);
  const older = await ask(peer, 'Which session?', t0 + 2);
  const helped = await answer(peer, mine.id, 'Below the wick.', t0 + 3);
  const written = await answer(email, theirs.id, 'The daily.', t0 + 4);
  // Hundreds more answers, as a long-standing member has: more than one chunk of the move.
  const more = 230;
  const batch = adminDb().batch();
  for (let i = 0; i < more; i++)
    batch.create(adminDb().collection(`threads/${older.id}/answers`).doc(), {
      authorEmail: email,
      authorName: displayNameOf(email),
      coach: false,
      body: `answer ${i}`,
      createdAt: t0 + 10 + i,
      editedAt: null,
      hidden: false,
    });
  await batch.commit();
  expect(await toggleMeToo(as(email), theirs.id)).toMatchObject({ ok: true });
  expect(await toggleMeToo(as(peer), theirs.id)).toMatchObject({ ok: true, value: { meToo: 2 } });
  // A mark made before marks carried their address: migrate gives it its address.
  await adminDb().doc(`threads/${older.id}/meToo/${email}`).create({ at: t0 });
  await adminDb().doc(`threads/${older.id}`).update({ meToo: 1 });
  expect(await addressMeTooMarks()).toBeGreaterThanOrEqual(1);
  const report = { threadId: theirs.id, answerId: null };
  expect(await reportPost(as(email), report, 'spam')).toEqual({ ok: true, value: null });
  // The class page's summary as it was before, naming the old address.
  await fetchClassFirstPage(as(email), (await fetchMemberRecord(email)).meToo, COURSE, classId);

  const to = address('to');
  await moveMember(email, to, BY);
  const moved = as(to);

  const count = async (query: FirebaseFirestore.Query) => (await query.get()).size;
  const answersBy = (who: string) =>
    adminDb().collectionGroup('answers').where('authorEmail', '==', who);
  expect(await count(adminDb().collection('threads').where('authorEmail', '==', email))).toBe(0);
  expect(await count(answersBy(email))).toBe(0);
  expect(await count(answersBy(to))).toBe(more + 1);
  expect(await count(adminDb().collection('reports').where('by', '==', email))).toBe(0);
  expect(await count(adminDb().collection('reports').where('by', '==', to))).toBe(1);
  for (const thread of [theirs, older]) {
    expect((await adminDb().doc(`threads/${thread.id}/meToo/${email}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`threads/${thread.id}/meToo/${to}`).get()).exists).toBe(true);
  }
  // The counts are as they were; the marks are the member's at the new address.
  expect(await fetchThread(moved, theirs.id)).toMatchObject({ meToo: 2, meTooByMe: true });
  expect(await fetchThread(moved, older.id)).toMatchObject({ meToo: 1, meTooByMe: true });

  // The class summary was rebuilt: it names the new address on the question and the answer.
  const summary = parseClassSummary(
    (await adminDb().collection(CLASS_SUMMARIES).doc(classId).get()).data(),
    classId,
  );
  const shown = summary?.threads.find((thread) => thread.id === mine.id);
  expect(shown).toMatchObject({ authorEmail: to, authorName: displayNameOf(to) });
  const answered = summary?.threads.find((thread) => thread.id === theirs.id);
  expect(answered?.answers.find((a) => a.id === written.id)?.authorEmail).toBe(to);
  const page = await fetchClassFirstPage(
    moved,
    (await fetchMemberRecord(to)).meToo,
    COURSE,
    classId,
  );
  expect(
    page.threads
      .filter((thread) => thread.meTooByMe)
      .map((thread) => thread.id)
      .sort(),
  ).toEqual([theirs.id, older.id].sort());

  // The member's own again: under "mine", with its unseen answer, to edit and accept.
  const hub = await fetchHubPage(moved, [COURSE], 'mine', null);
  expect(hub.threads.map((thread) => thread.id)).toEqual([mine.id]);
  expect(await countUnseenAnswers(to)).toBe(1);
  expect(
    await editPost(moved, { threadId: mine.id, answerId: null }, 'Exactly where?', t0 + 5),
  ).toEqual({ ok: true, value: { body: 'Exactly where?', editedAt: t0 + 5 } });
  expect(
    await editPost(moved, { threadId: theirs.id, answerId: written.id }, 'The weekly.', t0 + 6),
  ).toMatchObject({ ok: true });
  expect(await acceptAnswer(moved, mine.id, helped.id)).toEqual({ ok: true, value: null });
  // A second report of the same post replaces the first, at the new address too.
  expect(await reportPost(moved, report, 'abuse')).toEqual({ ok: true, value: null });
  expect(await count(adminDb().collection('reports').where('by', '==', to))).toBe(1);
});

test('a move stopped among the answers leaves each at one address, and run again completes', async () => {
  const { email } = await member();
  const threadId = `move-stop-${randomUUID().slice(0, 8)}`;
  await adminDb()
    .doc(`threads/${threadId}`)
    .set({ courseId: COURSE, classId: 'class-1', authorEmail: 'someone@example.com' });
  const total = 260;
  const batch = adminDb().batch();
  for (let i = 0; i < total; i++)
    batch.create(adminDb().collection(`threads/${threadId}/answers`).doc(), {
      authorEmail: email,
      authorName: displayNameOf(email),
      coach: false,
      body: `answer ${i}`,
      createdAt: i,
      editedAt: null,
      hidden: false,
    });
  await batch.commit();
  const to = address('to');
  const answersBy = async (who: string) =>
    (await adminDb().collectionGroup('answers').where('authorEmail', '==', who).get()).size;

  // The instance stops once the first chunk of answers is moved.
  const db = adminDb();
  const runTransaction = db.runTransaction.bind(db);
  const stop = jest.spyOn(db, 'runTransaction').mockImplementation((async (...args: never[]) => {
    const moved = await answersBy(to);
    if (moved > 0 && moved < total) throw new Error('the instance stopped');
    return (runTransaction as (...a: never[]) => Promise<unknown>)(...args);
  }) as typeof db.runTransaction);
  await expect(moveMember(email, to, BY)).rejects.toThrow('the instance stopped');
  stop.mockRestore();
  const halfway = await answersBy(to);
  expect(halfway).toBeGreaterThan(0);
  expect(halfway + (await answersBy(email))).toBe(total);
  expect((await memberDoc(email).get()).exists).toBe(true);

  await moveMember(email, to, BY);
  expect(await answersBy(email)).toBe(0);
  expect(await answersBy(to)).toBe(total);
  expect((await memberDoc(to).get()).exists).toBe(true);
});
