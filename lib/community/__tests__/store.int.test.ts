import { randomUUID } from 'node:crypto';
import { addMember, revokeCourses } from '../../accounts';
import { byOperator, fetchAuditEntries } from '../../audit';
import type { Catalog } from '../../content/client';
import { adminDb } from '../../firebase/admin';
import { coursesFor, type MemberAccess } from '../../grants/client';
import { fetchMemberRecord, MemberError } from '../../members';
import { RedisRateStore } from '../../rate-limit/redis';
import { allowPost } from '../limits';
import { setCoach } from '../member-posts';
import { ANSWERS_PER_THREAD, POSTS_PER_HOUR } from '../rules';
import {
  acceptAnswer,
  answerQuestion,
  askQuestion,
  closeReport,
  countUnanswered,
  deletePost,
  deletePostAsOperator,
  editPost,
  fetchClassThreads,
  fetchHubPage,
  fetchIsCoach,
  fetchOpenReports,
  fetchThread,
  muteMember,
  reportPost,
  setPostHidden,
  toggleMeToo,
  viewerOf,
  type Viewer,
} from '../store';
import { course, courseClass } from './fixtures';

/** The Traders Hub's store and who sees what, against the running stack's Firestore and Redis. */
jest.setTimeout(180_000);

const run = randomUUID().slice(0, 8);
const courseId = `course-hub-${run}`;
const otherCourse = `course-hub-other-${run}`;
const openClass = `class-open-${run}`;
const dripClass = `class-drip-${run}`;
const email = (label: string) => `hub-${label}-${run}@example.com`;
const now = Date.now();

const catalog: Catalog = {
  courses: [
    course(courseId, [courseClass(openClass), courseClass(dripClass, { releaseAfterDays: 7 })]),
    course(otherCourse, [courseClass(`class-other-${run}`)]),
  ],
  fetchedAt: now,
};
/** A member's courses as lib/members gives them: their grants, through the real release rule. */
function coursesOf(courseIds: string[], since = now) {
  const access: MemberAccess = {
    courseIds,
    grants: { manual: { courses: courseIds, source: 'manual', since } },
  };
  return coursesFor(catalog, access, now);
}
const member = (label: string, courseIds: string[], since = now): Viewer =>
  viewerOf(email(label), false, coursesOf(courseIds, since));
const ask = (viewer: Viewer, body: string, classId = openClass, at = now) =>
  askQuestion(viewer, { courseId, classId, seconds: 42, body }, at);

async function asked(viewer: Viewer, body: string, at = now) {
  const written = await ask(viewer, body, openClass, at);
  if (!written.ok) throw new Error(`not asked: ${written.reason}`);
  return written.value;
}

const asker = member('asker', [courseId]);
const peer = member('peer', [courseId]);
const outsider = member('outsider', [otherCourse]);
/** Joined today: the drip class opens in 7 days. */
const newcomer = member('newcomer', [courseId]);
/** Joined 8 days ago: the drip class is open. */
const veteran = member('veteran', [courseId], now - 8 * 86_400_000);
const by = byOperator(email('operator'));
const operator: Viewer = { email: email('operator'), operator: true, open: new Set() };

it('asks, answers, edits, accepts and deletes, and stores every field the page shows', async () => {
  const thread = await asked(asker, 'Where is the stop on a **retest**?');
  const stored = (await adminDb().doc(`threads/${thread.id}`).get()).data();
  expect(stored).toEqual({
    courseId,
    classId: openClass,
    authorEmail: email('asker'),
    authorName: `hub-asker-${run}`,
    body: 'Where is the stop on a **retest**?',
    seconds: 42,
    createdAt: now,
    editedAt: null,
    answerCount: 0,
    meToo: 0,
    acceptedAnswerId: null,
    hidden: false,
    unseenAnswer: false,
  });

  const answered = await answerQuestion(peer, thread.id, 'Below the wick.', now + 1);
  if (!answered.ok) throw new Error('not answered');
  expect(answered.value.answer).toMatchObject({ coach: false, authorName: `hub-peer-${run}` });
  const coachAnswer = await answerQuestion(operator, thread.id, 'Below the retest low.', now + 2);
  if (!coachAnswer.ok) throw new Error('not answered');
  expect(coachAnswer.value.answer.coach).toBe(true);

  expect(await acceptAnswer(peer, thread.id, answered.value.answer.id)).toEqual({
    ok: false,
    reason: 'not-yours',
  });
  expect(await acceptAnswer(asker, thread.id, coachAnswer.value.answer.id)).toEqual({
    ok: true,
    value: null,
  });
  expect(
    await editPost(peer, { threadId: thread.id, answerId: null }, 'taken over', now + 3),
  ).toEqual({ ok: false, reason: 'not-yours' });
  expect(
    await editPost(asker, { threadId: thread.id, answerId: null }, 'Where is the stop?', now + 3),
  ).toEqual({ ok: true, value: { body: 'Where is the stop?', editedAt: now + 3 } });

  const view = await fetchThread(peer, thread.id);
  expect(view).toMatchObject({ body: 'Where is the stop?', editedAt: now + 3, answerCount: 2 });
  // The answer that helped first.
  expect(view?.answers.map((a) => a.body)).toEqual(['Below the retest low.', 'Below the wick.']);

  expect(
    await deletePost(asker, { threadId: thread.id, answerId: answered.value.answer.id }),
  ).toEqual({ ok: false, reason: 'not-yours' });
  expect(
    await deletePost(peer, { threadId: thread.id, answerId: answered.value.answer.id }),
  ).toEqual({ ok: true, value: null });
  expect((await fetchThread(asker, thread.id))?.answerCount).toBe(1);

  expect(await deletePost(asker, { threadId: thread.id, answerId: null })).toEqual({
    ok: true,
    value: null,
  });
  expect((await adminDb().doc(`threads/${thread.id}`).get()).exists).toBe(false);
  expect((await adminDb().collection(`threads/${thread.id}/answers`).get()).size).toBe(0);
});

it('shows a class’s threads only to members who may open the class', async () => {
  const thread = await asked(asker, 'Only for this course');
  expect(
    (await fetchClassThreads(peer, courseId, openClass, 'newest', null, 100)).threads.map(
      (t) => t.id,
    ),
  ).toContain(thread.id);
  // Without the course: nothing by the class, the thread, an answer, a report or a "me too".
  expect(await fetchClassThreads(outsider, courseId, openClass)).toEqual({
    threads: [],
    next: null,
  });
  expect(await fetchThread(outsider, thread.id)).toBeNull();
  expect(await answerQuestion(outsider, thread.id, 'sneaky')).toEqual({
    ok: false,
    reason: 'not-found',
  });
  expect(await toggleMeToo(outsider, thread.id)).toEqual({ ok: false, reason: 'not-found' });
  expect(await reportPost(outsider, { threadId: thread.id, answerId: null }, 'spam')).toEqual({
    ok: false,
    reason: 'not-found',
  });
  expect((await fetchHubPage(outsider, [otherCourse, courseId], 'all', null)).threads).toEqual([]);
  expect(await ask(outsider, 'let me in')).toEqual({ ok: false, reason: 'not-your-class' });
});

it('keeps a drip class’s threads from a member it has not been released to yet', async () => {
  const written = await ask(veteran, 'On the drip class', dripClass);
  if (!written.ok) throw new Error('not asked');
  expect((await fetchClassThreads(veteran, courseId, dripClass)).threads.map((t) => t.id)).toEqual([
    written.value.id,
  ]);
  expect(await fetchClassThreads(newcomer, courseId, dripClass)).toEqual({
    threads: [],
    next: null,
  });
  expect(await fetchThread(newcomer, written.value.id)).toBeNull();
  expect(await ask(newcomer, 'early', dripClass)).toEqual({
    ok: false,
    reason: 'not-your-class',
  });
  const hub = await fetchHubPage(newcomer, [courseId], 'all', null, 100);
  expect(hub.threads.map((t) => t.id)).not.toContain(written.value.id);
});

it('a hidden post disappears for everyone, and comes back when restored', async () => {
  const thread = await asked(asker, 'Soon hidden');
  const answer = await answerQuestion(peer, thread.id, 'Buy XYZ now, target 2.50');
  if (!answer.ok) throw new Error('not answered');
  expect(
    await reportPost(asker, { threadId: thread.id, answerId: answer.value.answer.id }, 'signal'),
  ).toEqual({ ok: true, value: null });
  const reports = await fetchOpenReports();
  const report = reports.find((r) => r.answerId === answer.value.answer.id);
  expect(report).toMatchObject({ reason: 'signal', by: email('asker') });
  // Closing takes it off the open list; a made-up id closes nothing and writes nothing.
  expect(await closeReport(report!.id, by)).toBe(true);
  expect((await fetchOpenReports()).map((r) => r.id)).not.toContain(report!.id);
  const madeUp = 'f'.repeat(40);
  expect(await closeReport(madeUp, by)).toBe(false);
  expect((await adminDb().collection('reports').doc(madeUp).get()).exists).toBe(false);

  await setPostHidden({ threadId: thread.id, answerId: answer.value.answer.id }, true, by);
  for (const viewer of [asker, peer, operator])
    expect((await fetchThread(viewer, thread.id))?.answers).toEqual([]);
  // A page older than the hiding still has its Report button: refused, and said why.
  expect(
    await reportPost(peer, { threadId: thread.id, answerId: answer.value.answer.id }, 'abuse'),
  ).toEqual({ ok: false, reason: 'hidden' });

  await setPostHidden({ threadId: thread.id, answerId: null }, true, by);
  for (const viewer of [asker, peer, veteran]) {
    expect(await fetchThread(viewer, thread.id)).toBeNull();
    expect(
      (await fetchClassThreads(viewer, courseId, openClass, 'newest', null, 100)).threads.map(
        (t) => t.id,
      ),
    ).not.toContain(thread.id);
  }
  expect(await answerQuestion(peer, thread.id, 'late')).toEqual({
    ok: false,
    reason: 'not-found',
  });
  expect(await reportPost(peer, { threadId: thread.id, answerId: null }, 'spam')).toEqual({
    ok: false,
    reason: 'hidden',
  });
  // Not the outsider's class: told nothing about the post at all.
  expect(await reportPost(outsider, { threadId: thread.id, answerId: null }, 'spam')).toEqual({
    ok: false,
    reason: 'not-found',
  });

  await setPostHidden({ threadId: thread.id, answerId: null }, false, by);
  expect((await fetchThread(peer, thread.id))?.id).toBe(thread.id);
  const audit = await adminDb()
    .collection('auditLog')
    .where('grant', '==', `community:${thread.id}`)
    .get();
  expect(
    audit.docs.map((doc) => [doc.get('action'), doc.get('actor'), doc.get('member')]).sort(),
  ).toEqual([
    ['community-hide', email('operator'), email('asker')],
    ['community-restore', email('operator'), email('asker')],
  ]);

  expect(await deletePostAsOperator({ threadId: thread.id, answerId: null }, by)).toBe(true);
  expect((await fetchOpenReports()).find((r) => r.threadId === thread.id)).toBeUndefined();
});

it('counts "me too" once per member, and ranks by it', async () => {
  const quiet = await asked(asker, 'Quiet question', now + 10);
  const popular = await asked(asker, 'Popular question', now + 5);
  expect(await toggleMeToo(peer, popular.id)).toEqual({
    ok: true,
    value: { meToo: 1, mine: true },
  });
  await Promise.all([toggleMeToo(veteran, popular.id), toggleMeToo(newcomer, popular.id)]);
  expect((await fetchThread(peer, popular.id))?.meToo).toBe(3);
  expect(await toggleMeToo(peer, popular.id)).toEqual({
    ok: true,
    value: { meToo: 2, mine: false },
  });
  const ranked = (await fetchClassThreads(peer, courseId, openClass, 'mostAsked', null, 100))
    .threads;
  expect(ranked.findIndex((t) => t.id === popular.id)).toBeLessThan(
    ranked.findIndex((t) => t.id === quiet.id),
  );
  const newest = (await fetchClassThreads(veteran, courseId, openClass, 'newest', null, 100))
    .threads;
  expect(newest.findIndex((t) => t.id === quiet.id)).toBeLessThan(
    newest.findIndex((t) => t.id === popular.id),
  );
  expect(newest.find((t) => t.id === popular.id)?.meTooByMe).toBe(true);
});

it('pages the hub by keyset, newest first, with its filters', async () => {
  const base = now + 1000;
  const pageCourse = member('pager', [courseId]);
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push((await asked(pageCourse, `page ${i}`, base + i)).id);
  await answerQuestion(peer, ids[4]!, 'answered');
  const seen: string[] = [];
  let cursor = null;
  for (let page = 0; page < 10; page++) {
    const { parseCursor } = await import('../../firebase/keyset-page');
    const result = await fetchHubPage(pageCourse, [courseId], 'mine', parseCursor(cursor), 2);
    seen.push(...result.threads.map((t) => t.id));
    cursor = result.next;
    if (!cursor) break;
  }
  expect(seen).toEqual([...ids].reverse());
  // A cursor from a URL that skips more than a millisecond's questions ever could is no
  // cursor: the first page, never a read of that many rows.
  const far = { before: base + 10, skip: 999_999 };
  for (const list of [
    (await fetchHubPage(pageCourse, [courseId], 'mine', far, 2)).threads,
    (await fetchClassThreads(pageCourse, courseId, openClass, 'newest', far, 2)).threads,
  ])
    expect(list.map((t) => t.id)).toEqual([ids[4], ids[3]]);
  // The coaches' count: this course's questions without an answer, hidden ones left out,
  // and only of the classes released to the coach (the drip class's a week after access).
  const early = coursesOf([courseId]);
  const released = coursesOf([courseId], now - 8 * 86_400_000);
  const waiting = await countUnanswered(early);
  await setPostHidden({ threadId: ids[0]!, answerId: null }, true, by);
  expect(await countUnanswered(early)).toBe(waiting - 1);
  await setPostHidden({ threadId: ids[0]!, answerId: null }, false, by);
  expect(await countUnanswered(coursesOf([otherCourse]))).toBe(0);
  const onDrip = await ask(veteran, 'Waiting on the drip class', dripClass);
  if (!onDrip.ok) throw new Error('not asked');
  expect(await countUnanswered(early)).toBe(waiting);
  expect(await countUnanswered(released)).toBe(
    (await fetchHubPage(veteran, [courseId], 'unanswered', null, 500)).threads.length,
  );
  expect(
    (await fetchHubPage(veteran, [courseId], 'unanswered', null, 500)).threads.map((t) => t.id),
  ).toContain(onDrip.value.id);
  expect(await countUnanswered(null)).toBeGreaterThanOrEqual(await countUnanswered(released));
  const unanswered = await fetchHubPage(pageCourse, [courseId], 'unanswered', null, 100);
  expect(unanswered.threads.map((t) => t.id)).toEqual(expect.arrayContaining(ids.slice(0, 4)));
  expect(unanswered.threads.map((t) => t.id)).not.toContain(ids[4]);
});

it('refuses a muted member, and badges a member given the coach role', async () => {
  const thread = await asked(asker, 'Coach please');
  // Muting and the coach role change a member's record: these two have one.
  for (const label of ['peer', 'veteran']) await addMember(email(label), { courses: [courseId] });
  await muteMember(email('peer'), 2, by);
  expect(await answerQuestion(peer, thread.id, 'muted words')).toEqual({
    ok: false,
    reason: 'muted',
  });
  expect(await ask(peer, 'muted question')).toEqual({ ok: false, reason: 'muted' });
  expect((await fetchThread(asker, thread.id))?.answerCount).toBe(0);

  await setCoach(email('veteran'), true, by);
  expect(await fetchIsCoach(email('veteran'))).toBe(true);
  expect(await fetchIsCoach(email('peer'))).toBe(false);
  const coached = await answerQuestion(veteran, thread.id, 'As your coach…');
  expect(coached.ok && coached.value.answer.coach).toBe(true);
  await setCoach(email('veteran'), false, by);
  const plain = await answerQuestion(veteran, thread.id, 'Now as a member');
  expect(plain.ok && plain.value.answer.coach).toBe(false);
});

it('mutes and coaches only an address with a member record, keyed and audited as records are', async () => {
  const stranger = email('stranger');
  for (const change of [() => muteMember(stranger, 2, by), () => setCoach(stranger, true, by)]) {
    const refused = change();
    await expect(refused).rejects.toThrow(MemberError);
    await expect(refused).rejects.toThrow(`${stranger} is not a member`);
  }
  await expect(setCoach('not an address', true, by)).rejects.toThrow(
    new MemberError('Not a valid e-mail address.'),
  );
  expect((await adminDb().doc(`users/${stranger}`).get()).exists).toBe(false);
  expect(await fetchAuditEntries(stranger)).toEqual([]);

  // An address as a crafted call may send it (capitals, spaces): the member's own record.
  const typed = email('Typed');
  const key = typed.toLowerCase();
  await addMember(key, { courses: [courseId] });
  await setCoach(`  ${typed} `, true, by);
  await muteMember(typed.toUpperCase(), 1, by);
  expect(await fetchIsCoach(key)).toBe(true);
  expect((await adminDb().doc(`users/${key}`).get()).get('communityMutedUntil')).toBeGreaterThan(
    Date.now(),
  );
  const entries = (await fetchAuditEntries(key))
    .filter((entry) => entry.action.startsWith('community-'))
    .map(({ action, member, grant }) => [action, member, grant])
    .sort();
  expect(entries).toEqual([
    ['community-coach-given', key, `community:${key}`],
    ['community-mute', key, `community:${key}`],
  ]);
});

it('limits posts per member per hour in the shared store', async () => {
  // Two connections to the shared store stand for two instances of the app.
  const [one, two] = [1, 2].map(() => new RedisRateStore(process.env.REDIS_URL!));
  const key = email('limited');
  const results: boolean[] = [];
  for (let i = 0; i < POSTS_PER_HOUR; i++) results.push(await allowPost(key, i % 2 ? one : two));
  expect(results.every(Boolean)).toBe(true);
  expect(await allowPost(key, one)).toBe(false);
  expect(await allowPost(key, two)).toBe(false);
  // Another member is counted apart.
  expect(await allowPost(email('unlimited'), one)).toBe(true);
  await Promise.all([one!.close(), two!.close()]);
});

it('reads a class’s questions a page at a time, newest first, each with its answers capped', async () => {
  const pageClass = `class-other-${run}`;
  const reader = member('page-reader', [otherCourse]);
  const ids: string[] = [];
  for (let i = 0; i < 12; i++) {
    const written = await askQuestion(
      reader,
      { courseId: otherCourse, classId: pageClass, seconds: null, body: `paged ${i}` },
      now + i,
    );
    if (!written.ok) throw new Error('not asked');
    ids.push(written.value.id);
  }
  for (let i = 0; i <= ANSWERS_PER_THREAD; i++)
    await adminDb()
      .collection(`threads/${ids[11]}/answers`)
      .add({
        authorEmail: email('page-peer'),
        authorName: 'page-peer',
        coach: false,
        body: `answer ${i}`,
        createdAt: now + i,
        editedAt: null,
        hidden: false,
      });
  await adminDb()
    .doc(`threads/${ids[11]}`)
    .update({ answerCount: ANSWERS_PER_THREAD + 1 });

  const { parseCursor } = await import('../../firebase/keyset-page');
  const seen: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchClassThreads(
      reader,
      otherCourse,
      pageClass,
      'newest',
      parseCursor(cursor),
      5,
    );
    seen.push(page.threads.map((t) => t.id));
    if (seen.length === 1) {
      // The newest has more answers than a page reads: the first ones, its count says the rest.
      expect(page.threads[0]!.answers.map((a) => a.body)).toEqual(
        Array.from({ length: ANSWERS_PER_THREAD }, (_, i) => `answer ${i}`),
      );
      expect(page.threads[0]!.answerCount).toBe(ANSWERS_PER_THREAD + 1);
      expect(page.threads.slice(1).every((t) => t.answers.length === 0)).toBe(true);
    }
    cursor = page.next;
  } while (cursor && seen.length < 10);
  expect(seen.map((page) => page.length)).toEqual([5, 5, 2]);
  expect(seen.flat()).toEqual([...ids].reverse());
  // The most asked: one page, of the class's page size.
  expect(
    (await fetchClassThreads(reader, otherCourse, pageClass, 'mostAsked', null, 5)).next,
  ).toBeNull();
});

it('a member who loses the course loses its threads; their posts stay for the others, named as they were', async () => {
  const leaving = `hub-leaver-${run}@example.com`;
  // Another member of the course (peer is muted by an earlier test).
  const stayer = member('stayer', [courseId]);
  await addMember(leaving, { courses: [courseId] });
  const viewerNow = async () => {
    const record = await fetchMemberRecord(leaving);
    return viewerOf(leaving, false, coursesFor(catalog, record, Date.now()));
  };
  const before = await viewerNow();
  const own = await ask(before, 'Asked before leaving');
  if (!own.ok) throw new Error('not asked');
  const peers = await asked(stayer, 'A peer asks');
  const reply = await answerQuestion(before, peers.id, 'Answered before leaving');
  if (!reply.ok) throw new Error('not answered');

  await revokeCourses(leaving, [courseId]);
  const after = await viewerNow();
  expect(
    (await fetchClassThreads(after, courseId, openClass, 'newest', null, 100)).threads,
  ).toEqual([]);
  expect(await fetchThread(after, own.value.id)).toBeNull();
  expect(await fetchThread(after, peers.id)).toBeNull();
  expect((await fetchHubPage(after, [courseId], 'mine', null, 100)).threads).toEqual([]);
  expect(await answerQuestion(after, peers.id, 'after leaving')).toEqual({
    ok: false,
    reason: 'not-found',
  });
  expect(await ask(after, 'after leaving')).toEqual({ ok: false, reason: 'not-your-class' });
  expect(await editPost(after, { threadId: own.value.id, answerId: null }, 'changed')).toEqual({
    ok: false,
    reason: 'not-found',
  });

  // The others still read both posts, under the name they were posted with.
  const stays = await fetchThread(stayer, own.value.id);
  expect(stays).toMatchObject({ body: 'Asked before leaving', authorName: `hub-leaver-${run}` });
  const answered = await fetchThread(stayer, peers.id);
  expect(answered?.answers.map((a) => [a.body, a.authorName])).toEqual([
    ['Answered before leaving', `hub-leaver-${run}`],
  ]);
});
