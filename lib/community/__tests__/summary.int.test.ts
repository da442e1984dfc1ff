import { randomUUID } from 'node:crypto';
import {
  DocumentReference,
  Firestore,
  Query,
  Transaction,
  type DocumentData,
} from 'firebase-admin/firestore';
import { addMember } from '../../accounts';
import { byOperator } from '../../audit';
import { adminDb } from '../../firebase/admin';
import { fetchMemberRecord } from '../../members';
import { CLASS_THREADS_PER_PAGE, type ThreadView } from '../rules';
import {
  acceptAnswer,
  answerQuestion,
  askQuestion,
  CLASS_SUMMARIES,
  deletePost,
  deletePostAsOperator,
  editPost,
  fetchClassFirstPage,
  fetchClassThreads,
  setPostHidden,
  toggleMeToo,
  type Viewer,
} from '../store';
import { courseOfPage, parseClassSummary, SUMMARY_VERSION } from '../summary';
import { classQuestionsOrNull } from '../view';
import { course, courseClass } from './fixtures';

/**
 * The class summary (store.ts classQuestions/{classId}): after every write, the
 * class page's first page read from it is the live read's; it is one read; absent, the page
 * reads live and writes it. Against the running stack's Firestore and Auth.
 */
jest.setTimeout(180_000);

const run = randomUUID().slice(0, 8);
const courseId = `course-sum-${run}`;
const classId = `class-sum-${run}`;
const email = (label: string) => `hub-sum-${label}-${run}@example.com`;
const viewer = (label: string, operator = false): Viewer => ({
  email: email(label),
  operator,
  open: new Set([`${courseId}\u0000${classId}`]),
});
const asker = viewer('asker');
const peer = viewer('peer');
const by = byOperator(email('operator'));
const summaryRef = () => adminDb().collection(CLASS_SUMMARIES).doc(classId);
const storedSummary = async () => (await summaryRef().get()).data();

beforeAll(async () => {
  await addMember(email('asker'), { courses: [courseId] });
  await addMember(email('peer'), { courses: [courseId] });
});

/** The member's marks as the page has them: from the record the session read. */
const marksOf = async (who: Viewer) => (await fetchMemberRecord(who.email)).meToo;

/** The live read, as the page showed it before summaries (the asker's flag is not the page's). */
async function live(who: Viewer) {
  const page = await fetchClassThreads(who, courseId, classId, 'newest', null);
  return {
    threads: page.threads.map((thread) => {
      const shown: Partial<ThreadView> = { ...thread };
      delete shown.unseenAnswer;
      return shown;
    }),
    next: page.next,
  };
}

/** The stored summary is the live first page, and so is what the page reads, for `who`. */
async function expectSummaryIsLive(who: Viewer) {
  const expected = await live(who);
  const summary = parseClassSummary(await storedSummary(), classId);
  expect(summary).not.toBeNull();
  expect({ threads: courseOfPage(summary!, courseId), next: summary!.next }).toEqual({
    threads: expected.threads.map((thread) => {
      const shared = { ...thread };
      delete shared.meTooByMe;
      return shared;
    }),
    next: expected.next,
  });
  expect(await fetchClassFirstPage(who, await marksOf(who), courseId, classId)).toEqual(expected);
  return summary!;
}

async function asked(who: Viewer, body: string, at: number) {
  const written = await askQuestion(who, { courseId, classId, seconds: null, body }, at);
  if (!written.ok) throw new Error(`not asked: ${written.reason}`);
  return written.value;
}
async function answered(who: Viewer, threadId: string, body: string, at: number) {
  const written = await answerQuestion(who, threadId, body, at);
  if (!written.ok) throw new Error(`not answered: ${written.reason}`);
  return written.value.answer;
}

/**
 * The Firestore calls made while `work` runs: documents read by name (a document's get and
 * getAll alike go through getAll), queries, transactions.
 */
async function callsDuring(work: () => Promise<unknown>) {
  const getAll = jest.spyOn(Firestore.prototype, 'getAll');
  const queries = jest.spyOn(Query.prototype, 'get');
  const transactions = jest.spyOn(Firestore.prototype, 'runTransaction');
  try {
    await work();
    return {
      documents: getAll.mock.calls.flat().filter((arg: unknown) => arg instanceof DocumentReference)
        .length,
      queries: queries.mock.calls.length,
      transactions: transactions.mock.calls.length,
    };
  } finally {
    for (const spy of [getAll, queries, transactions]) spy.mockRestore();
  }
}

const base = Date.now() - 3_600_000;

it('keeps the summary equal to the live first page through every kind of write', async () => {
  const first = await asked(asker, 'Where is the stop on a **retest**?', base);
  await expectSummaryIsLive(asker);
  const second = await asked(peer, 'Which timeframe for the entry?', base + 1000);
  await expectSummaryIsLive(peer);

  const one = await answered(peer, first.id, 'Below the wick.', base + 2000);
  const two = await answered(viewer('operator', true), first.id, 'Retest low.', base + 3000);
  let summary = await expectSummaryIsLive(asker);
  expect(summary.threads.map((thread) => thread.id)).toEqual([second.id, first.id]);
  expect(summary.threads[1]!.answers.map((answer) => answer.id)).toEqual([one.id, two.id]);

  expect(await acceptAnswer(asker, first.id, two.id)).toMatchObject({ ok: true });
  summary = await expectSummaryIsLive(asker);
  expect(summary.threads[1]!.answers.map((answer) => answer.id)).toEqual([two.id, one.id]);

  expect(
    await editPost(asker, { threadId: first.id, answerId: null }, 'Where is the stop?', base + 4),
  ).toMatchObject({ ok: true });
  expect(
    await editPost(peer, { threadId: first.id, answerId: one.id }, 'Under the wick.', base + 5),
  ).toMatchObject({ ok: true });
  summary = await expectSummaryIsLive(peer);
  expect(summary.threads[1]).toMatchObject({ body: 'Where is the stop?', editedAt: base + 4 });

  expect(await toggleMeToo(peer, first.id)).toMatchObject({ ok: true, value: { meToo: 1 } });
  summary = await expectSummaryIsLive(peer);
  expect(summary.threads[1]!.meToo).toBe(1);
  expect(
    (await fetchClassFirstPage(peer, await marksOf(peer), courseId, classId)).threads[1],
  ).toMatchObject({ id: first.id, meTooByMe: true });
  await expectSummaryIsLive(asker);

  expect(await deletePost(peer, { threadId: first.id, answerId: one.id })).toMatchObject({
    ok: true,
  });
  summary = await expectSummaryIsLive(asker);
  expect(summary.threads[1]!.answers.map((answer) => answer.id)).toEqual([two.id]);

  expect(await deletePost(peer, { threadId: second.id, answerId: null })).toMatchObject({
    ok: true,
  });
  summary = await expectSummaryIsLive(asker);
  expect(summary.threads.map((thread) => thread.id)).toEqual([first.id]);

  expect(await deletePostAsOperator({ threadId: first.id, answerId: null }, by)).toBe(true);
  summary = await expectSummaryIsLive(asker);
  expect(summary.threads).toEqual([]);
});

it('never lets a hidden question or answer into the summary, and brings them back when restored', async () => {
  const thread = await asked(asker, 'A question an operator will hide', base + 10_000);
  const answer = await answered(peer, thread.id, 'An answer an operator will hide', base + 10_001);
  const kept = await answered(peer, thread.id, 'An answer that stays', base + 10_002);

  expect(await setPostHidden({ threadId: thread.id, answerId: answer.id }, true, by)).toBe(true);
  let summary = await expectSummaryIsLive(asker);
  expect(JSON.stringify(await storedSummary())).not.toContain(answer.id);
  expect(summary.threads[0]!.answers.map((row) => row.id)).toEqual([kept.id]);

  expect(await setPostHidden({ threadId: thread.id, answerId: null }, true, by)).toBe(true);
  summary = await expectSummaryIsLive(asker);
  expect(JSON.stringify(await storedSummary())).not.toContain('will hide');
  expect(summary.threads.map((row) => row.id)).not.toContain(thread.id);

  expect(await setPostHidden({ threadId: thread.id, answerId: null }, false, by)).toBe(true);
  expect(await setPostHidden({ threadId: thread.id, answerId: answer.id }, false, by)).toBe(true);
  summary = await expectSummaryIsLive(asker);
  expect(summary.threads[0]!.answers.map((row) => row.id)).toEqual([answer.id, kept.id]);
});

it('keeps a full first page and its cursor, as the live read pages it', async () => {
  const old = await asked(peer, 'An old question, soon off the first page', base + 19_000);
  for (let i = 0; i < CLASS_THREADS_PER_PAGE + 2; i++)
    await asked(peer, `Paged question ${i}`, base + 20_000 + i);
  const summary = await expectSummaryIsLive(asker);
  expect(summary.threads).toHaveLength(CLASS_THREADS_PER_PAGE);
  expect(summary.next).not.toBeNull();

  // A write to a question older than the page leaves the summary as it is, and still live.
  const before = await storedSummary();
  await answered(asker, old.id, 'An answer off the first page', base + 21_000);
  expect(await toggleMeToo(asker, old.id)).toMatchObject({ ok: true });
  expect(await storedSummary()).toEqual(before);
  await expectSummaryIsLive(asker);
});

it("keeps another course's question of the same class off this course's page", async () => {
  const otherCourse = `course-sum-other-${run}`;
  const other: Viewer = {
    email: email('other'),
    operator: false,
    open: new Set([`${otherCourse}\u0000${classId}`]),
  };
  const written = await askQuestion(
    other,
    { courseId: otherCourse, classId, seconds: null, body: 'Asked in the other course' },
    base + 25_000,
  );
  if (!written.ok) throw new Error('not asked');
  await expectSummaryIsLive(asker);
  const mine = await fetchClassFirstPage(asker, null, courseId, classId);
  expect(mine.threads.map((row) => row.id)).not.toContain(written.value.id);
  const theirs = await fetchClassFirstPage(other, null, otherCourse, classId);
  expect(theirs.threads.map((row) => row.id)).toEqual([written.value.id]);
  // It pushed this course's oldest question of the page to the next page, as live.
  expect(mine.threads).toHaveLength(CLASS_THREADS_PER_PAGE - 1);
  expect(await deletePost(other, { threadId: written.value.id, answerId: null })).toMatchObject({
    ok: true,
  });
  await expectSummaryIsLive(asker);
});

it('reads the class page from the summary, in one read, when it exists', async () => {
  const session = {
    member: { email: asker.email },
    operator: false,
    record: await fetchMemberRecord(asker.email),
  };
  const courses = [course(courseId, [courseClass(classId)])];
  expect(await storedSummary()).toBeDefined();
  let page: Awaited<ReturnType<typeof classQuestionsOrNull>> = null;
  const calls = await callsDuring(async () => {
    page = await classQuestionsOrNull(session, courses, courseId, classId);
  });
  expect(calls).toEqual({ documents: 1, queries: 0, transactions: 0 });
  expect(page!.questions).toHaveLength(CLASS_THREADS_PER_PAGE);
  expect(page!.next).toBe((await live(asker)).next);

  // A member who may not open the class reads nothing, summary or not.
  const outsider: Viewer = { email: email('outsider'), operator: false, open: new Set() };
  const outside = await callsDuring(async () => {
    expect(await fetchClassFirstPage(outsider, null, courseId, classId)).toEqual({
      threads: [],
      next: null,
    });
  });
  expect(outside).toEqual({ documents: 0, queries: 0, transactions: 0 });
});

it('reads live and writes the summary when it is absent; a failed rebuild deletes it', async () => {
  await summaryRef().delete();
  const marks = await marksOf(asker);
  const calls = await callsDuring(() =>
    fetchClassFirstPage(asker, marks, courseId, classId).then(async (page) =>
      expect(page).toEqual(await live(asker)),
    ),
  );
  expect(calls.transactions).toBe(1);
  await expectSummaryIsLive(asker);

  // The rebuild after a write fails: logged, the summary deleted, the page read live.
  const set = jest.spyOn(Transaction.prototype, 'set').mockImplementation(() => {
    throw new Error('Firestore refused');
  });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await asked(asker, 'Asked while the summary cannot be written', base + 30_000);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('could not rebuild the class questions summary'),
    );
  } finally {
    set.mockRestore();
    logged.mockRestore();
  }
  expect(await storedSummary()).toBeUndefined();
  const page = await fetchClassFirstPage(asker, null, courseId, classId);
  expect(page.threads[0]!.body).toBe('Asked while the summary cannot be written');
  await expectSummaryIsLive(asker);
});

it('takes the viewer’s me too from their record; a mark older than the record’s list is read', async () => {
  const thread = await asked(asker, 'Marked before the record kept marks', base + 40_000);
  // A mark from before: only threads/{id}/meToo/{email} and the count know it.
  const legacy = viewer('legacy');
  await addMember(legacy.email, { courses: [courseId] });
  await adminDb().doc(`threads/${thread.id}/meToo/${legacy.email}`).set({ at: base });
  await adminDb().doc(`threads/${thread.id}`).update({ meToo: 1 });
  await adminDb()
    .doc(`users/${legacy.email}`)
    .update({ communityMeToo: [], communityMeTooSince: base + 50_000 });
  await answered(peer, thread.id, 'Any write rebuilds the summary.', base + 40_001);

  let marks = await marksOf(legacy);
  let mine: DocumentData | undefined;
  const calls = await callsDuring(async () => {
    const page = await fetchClassFirstPage(legacy, marks, courseId, classId);
    mine = page.threads.find((row) => row.id === thread.id);
  });
  expect(mine).toMatchObject({ meTooByMe: true, meToo: 1 });
  expect(calls).toEqual({ documents: 2, queries: 0, transactions: 0 });

  // Taken back and given again: the record now names it, and nothing else is read.
  expect(await toggleMeToo(legacy, thread.id)).toMatchObject({ value: { mine: false } });
  expect(await toggleMeToo(legacy, thread.id)).toMatchObject({ value: { mine: true } });
  marks = await marksOf(legacy);
  expect(marks?.threadIds.has(thread.id)).toBe(true);
  const after = await callsDuring(async () => {
    const page = await fetchClassFirstPage(legacy, marks, courseId, classId);
    mine = page.threads.find((row) => row.id === thread.id);
  });
  expect(mine).toMatchObject({ meTooByMe: true, meToo: 1 });
  expect(after).toEqual({ documents: 1, queries: 0, transactions: 0 });
  // Others see the count, not the mark.
  expect(
    (await fetchClassFirstPage(peer, await marksOf(peer), courseId, classId)).threads.find(
      (row) => row.id === thread.id,
    ),
  ).toMatchObject({ meTooByMe: false, meToo: 1 });
});

it('starts keeping a member’s marks on their record at their first class page', async () => {
  const fresh = viewer('fresh');
  await addMember(fresh.email, { courses: [courseId] });
  expect(await marksOf(fresh)).toBeNull();
  const at = Date.now();
  await fetchClassFirstPage(fresh, null, courseId, classId, at);
  expect(await marksOf(fresh)).toEqual({ threadIds: new Set(), since: at });
  // Kept from then: a question asked later needs no read of the member's mark.
  const later = await asked(peer, 'Asked after the record kept marks', at + 1);
  expect(await toggleMeToo(peer, later.id)).toMatchObject({ ok: true });
  const marks = await marksOf(fresh);
  const getAll = jest.spyOn(Firestore.prototype, 'getAll');
  try {
    const page = await fetchClassFirstPage(fresh, marks, courseId, classId);
    expect(page.threads[0]).toMatchObject({ id: later.id, meToo: 1, meTooByMe: false });
    const read = getAll.mock.calls
      .flat()
      .filter((arg: unknown) => arg instanceof DocumentReference)
      .map((ref) => (ref as DocumentReference).path);
    expect(read).toContain(summaryRef().path);
    expect(read.filter((path) => path.startsWith(`threads/${later.id}`))).toEqual([]);
  } finally {
    getAll.mockRestore();
  }
});

it('takes a hidden question off the class page even when the rebuild after the hiding never runs', async () => {
  const thread = await asked(asker, 'A question hidden while the server stops', base + 40_000);
  await expectSummaryIsLive(asker);
  // The hiding commits; then no further transaction and no delete succeed (an instance
  // stopped between the two): the summary written before must not survive.
  const realRun = Firestore.prototype.runTransaction;
  let runs = 0;
  const run = jest.spyOn(Firestore.prototype, 'runTransaction').mockImplementation(function (
    this: Firestore,
    ...args: Parameters<Firestore['runTransaction']>
  ) {
    runs += 1;
    if (runs > 1) return Promise.reject(new Error('instance stopped'));
    return realRun.apply(this, args);
  } as Firestore['runTransaction']);
  const remove = jest
    .spyOn(DocumentReference.prototype, 'delete')
    .mockRejectedValue(new Error('instance stopped'));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(await setPostHidden({ threadId: thread.id, answerId: null }, true, by)).toBe(true);
  } finally {
    for (const spy of [run, remove, logged]) spy.mockRestore();
  }
  expect(JSON.stringify((await storedSummary()) ?? {})).not.toContain(thread.id);
  const page = await fetchClassFirstPage(asker, await marksOf(asker), courseId, classId);
  expect(page.threads.map((row) => row.id)).not.toContain(thread.id);
});

it('reads live, and builds nothing, for a class whose first page was too big to keep', async () => {
  await asked(asker, 'A question on a class with a huge first page', base + 50_000);
  await summaryRef().set({ version: SUMMARY_VERSION, classId, tooBig: true });
  const marks = await marksOf(asker);
  const calls = await callsDuring(() =>
    fetchClassFirstPage(asker, marks, courseId, classId).then(async (page) =>
      expect(page).toEqual(await live(asker)),
    ),
  );
  expect(calls.transactions).toBe(0);
  expect(await storedSummary()).toEqual({ version: SUMMARY_VERSION, classId, tooBig: true });
  // The next write to the class builds the summary again.
  await asked(asker, 'A later, shorter question', base + 50_001);
  await expectSummaryIsLive(asker);
});
