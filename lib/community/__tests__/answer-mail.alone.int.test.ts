import { randomUUID } from 'node:crypto';
import { addMember } from '../../accounts';
import { byCli } from '../../audit';
import { adminDb } from '../../firebase/admin';
import { closeMailTransport, outboxDocId } from '../../mail';
import { fetchMemberRecord } from '../../members';
import { DIGEST_ITEMS, sendCoachDigests } from '../digest';
import { queueAnswerMail } from '../mail';
import { setCoach } from '../member-posts';
import {
  answerQuestion,
  askQuestion,
  countUnseenAnswers,
  deletePost,
  deletePostAsOperator,
  markAnswersSeen,
  setPostHidden,
  type Viewer,
} from '../store';

/** The asker's e-mail when their question is answered: once, in their language, through the outbox. */
jest.setTimeout(120_000);
// The digest reads the catalog (which classes a coach may open): no Next cache in Jest.
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));

const run = randomUUID().slice(0, 8);
const courseId = `course-mail-${run}`;
const classId = `class-mail-${run}`;
const email = (label: string) => `hub-mail-${label}-${run}@example.com`;
/** A catalog course with drip release: its -2 class opens at once, its -1 class 14 days later. */
const DRIP_COURSE = 'course-trading-mindset';
const viewer = (label: string): Viewer => ({
  email: email(label),
  operator: false,
  open: new Set([
    `${courseId}\u0000${classId}`,
    `${DRIP_COURSE}\u0000class-trading-mindset-2`,
    `${DRIP_COURSE}\u0000class-trading-mindset-1`,
  ]),
});
/** Its class open at once to a member given the course now, and its class opening 14 days later. */
const OPEN = { courseId: DRIP_COURSE, classId: 'class-trading-mindset-2' };
const LATER = { courseId: DRIP_COURSE, classId: 'class-trading-mindset-1' };
const SITE = 'https://academy.example.com';

afterAll(() => closeMailTransport());

async function question(asker: string, where = { courseId, classId }) {
  const written = await askQuestion(viewer(asker), {
    ...where,
    seconds: null,
    body: 'Q?',
  });
  if (!written.ok) throw new Error('not asked');
  return written.value;
}
async function answer(threadId: string, by: string, body: string) {
  const written = await answerQuestion(viewer(by), threadId, body);
  if (!written.ok) throw new Error('not answered');
  return written.value;
}

it('queues the asker’s e-mail once, however many answers come, in their language', async () => {
  await addMember(email('asker'), { courses: [DRIP_COURSE] });
  await adminDb()
    .doc(`users/${email('asker')}`)
    .update({ language: 'ms' });
  const thread = await question('asker', OPEN);
  const first = await answer(thread.id, 'peer', 'Below the **low**.');
  expect(await queueAnswerMail(first.thread, first.answer, SITE)).toBe('queued');
  const second = await answer(thread.id, 'other', 'Or the wick.');
  expect(await queueAnswerMail(second.thread, second.answer, SITE)).toBe('duplicate');

  const outbox = await adminDb()
    .doc(`mailOutbox/${outboxDocId(`community-answer:${thread.id}`)}`)
    .get();
  expect(outbox.data()).toMatchObject({
    to: email('asker'),
    subject: 'Soalan anda telah dijawab',
    language: 'ms',
    unsubscribe: 'answers',
    // A retry goes out only while the class (open at once: day 0) is still theirs.
    audience: { courseIds: [DRIP_COURSE], opensAfterDays: { [DRIP_COURSE]: 0 } },
  });
  expect(outbox.get('text')).toContain('Below the low.');
  expect(outbox.get('text')).toContain(
    `${SITE}/home?course=${OPEN.courseId}&class=${OPEN.classId}#q-${thread.id}`,
  );
});

it('sends nothing for the asker’s own answer, nor to one who turned answers off, lost the course or may not open the class now', async () => {
  await addMember(email('quiet'), { courses: [DRIP_COURSE] });
  await adminDb()
    .doc(`users/${email('quiet')}`)
    .update({ 'mail.answers': false });
  const quiet = await question('quiet', OPEN);
  const toQuiet = await answer(quiet.id, 'peer', 'A');
  expect(await queueAnswerMail(toQuiet.thread, toQuiet.answer, SITE)).toBe('skipped');

  await addMember(email('gone'), { courses: [`elsewhere-${run}`] });
  const gone = await question('gone');
  const toGone = await answer(gone.id, 'peer', 'A');
  expect(await queueAnswerMail(toGone.thread, toGone.answer, SITE)).toBe('skipped');

  // A class the asker may not open now: its release counts 14 days from their access's
  // start, today (as after a course revoked and given again, when the count starts over).
  await addMember(email('restarted'), { courses: [DRIP_COURSE] });
  const restarted = await question('restarted', LATER);
  const toRestarted = await answer(restarted.id, 'peer', 'A');
  expect(await queueAnswerMail(toRestarted.thread, toRestarted.answer, SITE)).toBe('skipped');

  await addMember(email('self'), { courses: [courseId] });
  const self = await question('self');
  const own = await answer(self.id, 'self', 'Found it myself');
  expect(await queueAnswerMail(own.thread, own.answer, SITE)).toBe('skipped');
  for (const t of [quiet, gone, restarted, self])
    expect(
      (
        await adminDb()
          .doc(`mailOutbox/${outboxDocId(`community-answer:${t.id}`)}`)
          .get()
      ).exists,
    ).toBe(false);
});

it('counts the asker’s answered questions on their record until they open the hub, never their own answers', async () => {
  await addMember(email('counted'), { courses: [courseId] });
  const first = await question('counted');
  const second = await question('counted');
  await answer(first.id, 'counted', 'my own note');
  expect(await countUnseenAnswers(email('counted'))).toBe(0);
  await answer(first.id, 'peer', 'A');
  await answer(first.id, 'other', 'B');
  await answer(second.id, 'peer', 'C');
  expect(await countUnseenAnswers(email('counted'))).toBe(2);
  await markAnswersSeen(email('counted'));
  expect(await countUnseenAnswers(email('counted'))).toBe(0);
  await answer(second.id, 'other', 'D');
  expect(await countUnseenAnswers(email('counted'))).toBe(1);
  // The header reads it from the record the session read anyway.
  expect((await fetchMemberRecord(email('counted'))).unseenAnswers).toBe(1);
  // Answers landing together count the question once; deleting it takes it off the count.
  const third = await question('counted');
  await Promise.all([answer(third.id, 'peer', 'E'), answer(third.id, 'other', 'F')]);
  expect(await countUnseenAnswers(email('counted'))).toBe(2);
  expect(await deletePost(viewer('counted'), { threadId: third.id, answerId: null })).toEqual({
    ok: true,
    value: null,
  });
  expect(await countUnseenAnswers(email('counted'))).toBe(1);
  await markAnswersSeen(email('counted'));
  expect(await countUnseenAnswers(email('counted'))).toBe(0);
});

it('e-mails each coach the unanswered questions of the classes they may open, once a day', async () => {
  await addMember(email('coach'), { courses: [DRIP_COURSE] });
  await addMember(email('far-coach'), { courses: [`elsewhere-digest-${run}`] });
  await setCoach(email('coach'), true, byCli());
  await setCoach(email('far-coach'), true, byCli());
  // More waiting than one digest names: it names DIGEST_ITEMS, the hub has the rest
  // (these are older than the ones below, which the digest names first).
  for (let i = 0; i < DIGEST_ITEMS; i++) await question('digest-asker', OPEN);
  const waiting = await question('digest-asker', OPEN);
  const answered = await question('digest-asker', OPEN);
  // A class not released to the coach yet: its question is not theirs to read.
  const locked = await question('digest-asker', LATER);
  await answer(answered.id, 'peer', 'done');
  // Hidden by an operator: no coach is sent to it.
  const hidden = await question('digest-asker', OPEN);
  await setPostHidden({ threadId: hidden.id, answerId: null }, true, byCli());
  const now = Date.now();
  await sendCoachDigests(SITE, now);
  const again = await sendCoachDigests(SITE, now + 1000);
  const day = new Date(now).toISOString().slice(0, 10);
  const id = (to: string) => outboxDocId(`community-digest:${to}:${day}`);
  const mail = await adminDb()
    .doc(`mailOutbox/${id(email('coach'))}`)
    .get();
  expect(mail.get('unsubscribe')).toBe('coachDigest');
  expect(mail.get('audience')).toEqual({
    courseIds: [DRIP_COURSE],
    every: true,
    opensAfterDays: { [DRIP_COURSE]: 0 },
  });
  expect(mail.get('text')).toContain(`#q-${waiting.id}`);
  expect(mail.get('text')).not.toContain(`#q-${answered.id}`);
  expect(mail.get('text')).not.toContain(`#q-${locked.id}`);
  expect(mail.get('text')).not.toContain(`#q-${hidden.id}`);
  expect(String(mail.get('text')).match(/#q-/g)).toHaveLength(DIGEST_ITEMS);
  expect(mail.get('subject')).toBe(`${DIGEST_ITEMS + 1} questions are waiting for an answer`);
  expect(
    (
      await adminDb()
        .doc(`mailOutbox/${id(email('far-coach'))}`)
        .get()
    ).exists,
  ).toBe(false);
  // The second run that day queues nothing new for this coach.
  expect(again.queued).toBe(0);
});

it('withdraws the answer e-mail a retry would send once the answer or its question is hidden or deleted', async () => {
  await addMember(email('withdrawn'), { courses: [DRIP_COURSE] });
  const outbox = (threadId: string) =>
    adminDb().doc(`mailOutbox/${outboxDocId(`community-answer:${threadId}`)}`);
  /** A question answered by a peer, its e-mail queued and waiting for a retry. */
  async function waiting() {
    const thread = await question('withdrawn', OPEN);
    const written = await answer(thread.id, 'peer', 'Below the low');
    expect(await queueAnswerMail(written.thread, written.answer, SITE)).toBe('queued');
    await outbox(thread.id).update({ status: 'waiting', nextAttemptAt: Date.now() + 60_000 });
    return { threadId: thread.id, answerId: written.answer.id };
  }
  const status = async (threadId: string) => (await outbox(threadId).get()).get('status');

  const hiddenAnswer = await waiting();
  // Another answer hidden: the e-mail tells of the first, and stays.
  const other = await answer(hiddenAnswer.threadId, 'other', 'Or the wick');
  await setPostHidden(
    { threadId: hiddenAnswer.threadId, answerId: other.answer.id },
    true,
    byCli(),
  );
  expect(await status(hiddenAnswer.threadId)).toBe('waiting');
  await setPostHidden(hiddenAnswer, true, byCli());
  expect(await status(hiddenAnswer.threadId)).toBe('dropped');

  const hiddenQuestion = await waiting();
  await setPostHidden({ threadId: hiddenQuestion.threadId, answerId: null }, true, byCli());
  expect(await status(hiddenQuestion.threadId)).toBe('dropped');

  const deletedAnswer = await waiting();
  expect(await deletePost(viewer('peer'), deletedAnswer)).toEqual({ ok: true, value: null });
  expect(await status(deletedAnswer.threadId)).toBe('dropped');

  const deletedQuestion = await waiting();
  expect(
    await deletePostAsOperator({ threadId: deletedQuestion.threadId, answerId: null }, byCli()),
  ).toBe(true);
  expect(await status(deletedQuestion.threadId)).toBe('dropped');
});

it("withdraws the coaches' digests not sent yet once a question they may name is hidden or deleted", async () => {
  await addMember(email('digest-coach'), { courses: [DRIP_COURSE] });
  await setCoach(email('digest-coach'), true, byCli());
  const named = await question('digest-asker', OPEN);
  const later = Date.now() + 86_400_000;
  await sendCoachDigests(SITE, later);
  const day = new Date(later).toISOString().slice(0, 10);
  const digest = adminDb().doc(
    `mailOutbox/${outboxDocId(`community-digest:${email('digest-coach')}:${day}`)}`,
  );
  await digest.update({ status: 'waiting', nextAttemptAt: Date.now() + 60_000 });
  await setPostHidden({ threadId: named.id, answerId: null }, true, byCli());
  expect((await digest.get()).get('status')).toBe('dropped');
});
