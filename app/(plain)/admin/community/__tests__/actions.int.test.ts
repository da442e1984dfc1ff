import { randomUUID } from 'node:crypto';
import { addMember } from '@/lib/accounts';
import { answerQuestion, askQuestion, reportPost, type Viewer } from '@/lib/community';
import { adminDb } from '@/lib/firebase';
import { deletePost, dismissReport, hidePost, muteAuthor, setCoachRole } from '../actions';

/**
 * Against the stack: /admin/community's moderation actions (hide, restore, delete, mute,
 * dismiss, the coach role) as the console's forms call them. Each goes through the console's
 * guard (an operator's session, read again on every call), leaves its entry in the audit log
 * and answers the operator, saying why when it refused; anyone else changes nothing.
 */
jest.setTimeout(120_000);
jest.mock('next/cache', () => ({
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: (work: unknown) => work,
}));

/** Who the request is from: an operator, a member, or nobody. */
let signedIn: { email: string; operator: boolean } | null = null;
jest.mock('@/lib/auth', () => {
  const actual = jest.requireActual('@/lib/auth');
  const session = async () => {
    if (!signedIn) return null;
    const { fetchMemberRecord: read } = jest.requireActual('@/lib/members');
    return {
      member: { email: signedIn.email, uid: 'uid' },
      operator: signedIn.operator,
      record: await read(signedIn.email),
    };
  };
  return {
    ...actual,
    getCurrentSession: session,
    getOperatorSession: async () => {
      const current = await session();
      return current?.operator ? current : null;
    },
    getRequestLocale: async () => 'en',
  };
});

const run = randomUUID().slice(0, 8);
const courseId = `course-mod-${run}`;
const classId = `class-mod-${run}`;
const email = (label: string) => `mod-${label}-${run}@example.com`;
const OPERATOR = { email: email('operator'), operator: true };
const MEMBER = { email: email('member'), operator: false };
const viewer = (label: string): Viewer => ({
  email: email(label),
  operator: false,
  open: new Set([`${courseId}\u0000${classId}`]),
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const post = async (threadId: string, answerId?: string) =>
  (
    await (
      answerId
        ? adminDb().doc(`threads/${threadId}/answers/${answerId}`)
        : adminDb().doc(`threads/${threadId}`)
    ).get()
  ).data();
/** The audit entries of one post (or member), oldest first, as [action, actor, member]. */
async function audited(target: string) {
  const entries = await adminDb()
    .collection('auditLog')
    .where('grant', '==', `community:${target}`)
    .get();
  return entries.docs
    .map((doc) => doc.data())
    .sort((a, b) => a.at - b.at)
    .map((entry) => [entry.action, entry.actor, entry.member]);
}

async function thread() {
  const asked = await askQuestion(viewer('asker'), {
    courseId,
    classId,
    seconds: null,
    body: 'Buy XYZ now?',
  });
  if (!asked.ok) throw new Error('not asked');
  const answered = await answerQuestion(viewer('peer'), asked.value.id, 'Target 2.50, go');
  if (!answered.ok) throw new Error('not answered');
  return { threadId: asked.value.id, answerId: answered.value.answer.id };
}

beforeAll(async () => {
  for (const label of ['asker', 'peer', 'loud', 'member', 'operator'])
    await addMember(email(label), { courses: [courseId] });
});

it('hides and restores a question and an answer for an operator, each in the audit log', async () => {
  const { threadId, answerId } = await thread();
  signedIn = OPERATOR;
  expect(await hidePost(form({ threadId, answerId: '', hidden: 'true' }))).toEqual({
    ok: true,
    data: 'Hidden: members no longer see the post.',
  });
  expect(await post(threadId)).toMatchObject({ hidden: true });
  await hidePost(form({ threadId, answerId, hidden: 'true' }));
  expect(await post(threadId, answerId)).toMatchObject({ hidden: true });
  expect(await hidePost(form({ threadId, answerId: '', hidden: 'false' }))).toEqual({
    ok: true,
    data: 'Restored: members see the post again.',
  });
  expect(await post(threadId)).toMatchObject({ hidden: false });
  // A post that is not there: the operator reads why nothing changed.
  for (const missing of [
    { threadId: `gone-${run}`, answerId: '' },
    { threadId, answerId: 'gone' },
  ])
    expect(await hidePost(form({ ...missing, hidden: 'true' }))).toEqual({
      ok: false,
      error: 'There is no such post.',
    });

  expect(await audited(threadId)).toEqual([
    ['community-hide', email('operator'), email('asker')],
    ['community-restore', email('operator'), email('asker')],
  ]);
  expect(await audited(`${threadId}/${answerId}`)).toEqual([
    ['community-hide', email('operator'), email('peer')],
  ]);
});

it('deletes an answer, then a question with its answers, closing their reports, audited', async () => {
  const { threadId, answerId } = await thread();
  expect(await reportPost(viewer('member'), { threadId, answerId }, 'signal')).toEqual({
    ok: true,
    value: null,
  });
  signedIn = OPERATOR;
  expect(await deletePost(form({ threadId, answerId }))).toEqual({
    ok: true,
    data: 'Deleted, and its reports closed.',
  });
  expect(await post(threadId, answerId)).toBeUndefined();
  expect(await deletePost(form({ threadId, answerId }))).toEqual({
    ok: false,
    error: 'There is no such post.',
  });
  expect(await post(threadId)).toMatchObject({ answerCount: 0 });
  const reports = await adminDb().collection('reports').where('threadId', '==', threadId).get();
  expect(reports.docs.map((doc) => doc.get('open'))).toEqual([false]);

  await deletePost(form({ threadId, answerId: '' }));
  expect(await post(threadId)).toBeUndefined();
  expect(await audited(`${threadId}/${answerId}`)).toEqual([
    ['community-delete', email('operator'), email('peer')],
  ]);
  expect(await audited(threadId)).toEqual([
    ['community-delete', email('operator'), email('asker')],
  ]);
});

it('mutes a member for a number of days: they cannot post until then; audited', async () => {
  const { threadId } = await thread();
  signedIn = OPERATOR;
  const before = Date.now();
  const muted = await muteAuthor(form({ email: email('loud'), days: '3' }));
  expect(muted).toEqual({
    ok: true,
    data: expect.stringMatching(
      /^Muted for 3 days: no posting until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    ),
  });
  const until = (
    await adminDb()
      .doc(`users/${email('loud')}`)
      .get()
  ).get('communityMutedUntil');
  expect(until).toBeGreaterThanOrEqual(before + 3 * 86_400_000);
  expect(until).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000);
  expect(await answerQuestion(viewer('loud'), threadId, 'still here')).toEqual({
    ok: false,
    reason: 'muted',
  });
  const entries = await audited(email('loud'));
  expect(entries).toEqual([['community-mute', email('operator'), email('loud')]]);

  // Days outside 1..365 change nothing, and the operator reads why.
  for (const days of ['0', '366', 'soon'])
    expect(await muteAuthor(form({ email: email('asker'), days }))).toEqual({
      ok: false,
      error: 'Give a number of days from 1 to 365.',
    });
  // Nor does an address with no member record: nothing is created for it.
  const stranger = email('stranger');
  expect(await muteAuthor(form({ email: stranger, days: '3' }))).toEqual({
    ok: false,
    error: `${stranger} is not a member: there is no record for this address.`,
  });
  expect((await adminDb().doc(`users/${stranger}`).get()).exists).toBe(false);
  expect(
    (
      await adminDb()
        .doc(`users/${email('asker')}`)
        .get()
    ).get('communityMutedUntil'),
  ).toBe(undefined);
  expect(await audited(email('asker'))).toEqual([]);
});

it('mutes a member whose valid address a strict e-mail check would refuse', async () => {
  signedIn = OPERATOR;
  for (const address of [
    `ann&bob-${run}@example.com`,
    `a#b-${run}@example.com`,
    `用户-${run}@example.com`,
  ]) {
    await adminDb()
      .doc(`users/${address}`)
      .set({ courses: [courseId] });
    expect(await muteAuthor(form({ email: address, days: '2' }))).toMatchObject({ ok: true });
    expect(
      (await adminDb().doc(`users/${address}`).get()).get('communityMutedUntil'),
    ).toBeGreaterThan(Date.now());
  }
});

it('changes nothing and writes no audit entry for a member or for nobody', async () => {
  const { threadId, answerId } = await thread();
  await reportPost(viewer('member'), { threadId, answerId: null }, 'spam');
  const reportId = (await adminDb().collection('reports').where('threadId', '==', threadId).get())
    .docs[0]!.id;
  for (const who of [MEMBER, null]) {
    signedIn = who;
    for (const answer of [
      await hidePost(form({ threadId, answerId: '', hidden: 'true' })),
      await deletePost(form({ threadId, answerId })),
      await muteAuthor(form({ email: email('asker'), days: '7' })),
      await dismissReport(form({ reportId })),
      await setCoachRole(form({ email: email('asker'), coach: 'true' })),
    ])
      expect(answer).toEqual({ ok: false, error: 'Not found' });
  }
  expect(await post(threadId)).toMatchObject({ hidden: false, answerCount: 1 });
  expect(await post(threadId, answerId)).toMatchObject({ hidden: false });
  expect(
    (
      await adminDb()
        .doc(`users/${email('asker')}`)
        .get()
    ).get('communityMutedUntil'),
  ).toBe(undefined);
  expect((await adminDb().doc(`reports/${reportId}`).get()).get('open')).toBe(true);
  expect(await audited(threadId)).toEqual([]);
  expect(await audited(`${threadId}/${answerId}`)).toEqual([]);
  expect(await audited(`report:${reportId}`)).toEqual([]);

  // The operator dismisses the report: closed, audited.
  signedIn = OPERATOR;
  expect(await dismissReport(form({ reportId }))).toEqual({ ok: true, data: 'Report closed.' });
  expect((await adminDb().doc(`reports/${reportId}`).get()).get('open')).toBe(false);
  expect(await audited(`report:${reportId}`)).toEqual([
    ['community-report-closed', email('operator'), ''],
  ]);
});

const coachOf = async (address: string) =>
  (await adminDb().doc(`users/${address}`).get()).get('coach');

it('gives and removes the coach role for an operator, and refuses an address that is no member', async () => {
  signedIn = OPERATOR;
  expect(await setCoachRole(form({ email: email('peer'), coach: 'true' }))).toEqual({
    ok: true,
    data: 'Coach role given: their answers carry the Coach badge.',
  });
  expect(await coachOf(email('peer'))).toBe(true);
  expect(await setCoachRole(form({ email: email('peer'), coach: 'false' }))).toEqual({
    ok: true,
    data: 'Coach role removed.',
  });
  expect(await coachOf(email('peer'))).toBe(false);
  expect(await audited(email('peer'))).toEqual([
    ['community-coach-given', email('operator'), email('peer')],
    ['community-coach-removed', email('operator'), email('peer')],
  ]);

  const stranger = email('nobody');
  expect(await setCoachRole(form({ email: stranger, coach: 'true' }))).toEqual({
    ok: false,
    error: `${stranger} is not a member: there is no record for this address.`,
  });
  expect(await setCoachRole(form({ email: 'no-at-sign', coach: 'true' }))).toEqual({
    ok: false,
    error: 'Not a valid e-mail address.',
  });
  expect((await adminDb().doc(`users/${stranger}`).get()).exists).toBe(false);
  expect(await audited(stranger)).toEqual([]);
});
