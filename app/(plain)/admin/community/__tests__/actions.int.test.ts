import { randomUUID } from 'node:crypto';
import { addMember } from '@/lib/accounts';
import { answerQuestion, askQuestion, reportPost, type Viewer } from '@/lib/community';
import { adminDb } from '@/lib/firebase';
import { deletePost, dismissReport, hidePost, muteAuthor } from '../actions';

/**
 * Against the stack: /admin/community's moderation actions (hide, restore, delete, mute,
 * dismiss) as the console's forms call them. Each goes through the console's guard (an
 * operator's session, read again on every call) and leaves its entry in the audit log;
 * anyone else changes nothing.
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
  await hidePost(form({ threadId, answerId: '', hidden: 'true' }));
  expect(await post(threadId)).toMatchObject({ hidden: true });
  await hidePost(form({ threadId, answerId, hidden: 'true' }));
  expect(await post(threadId, answerId)).toMatchObject({ hidden: true });
  await hidePost(form({ threadId, answerId: '', hidden: 'false' }));
  expect(await post(threadId)).toMatchObject({ hidden: false });

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
  await deletePost(form({ threadId, answerId }));
  expect(await post(threadId, answerId)).toBeUndefined();
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
  await muteAuthor(form({ email: email('loud'), days: '3' }));
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

  // Days outside 1..365 change nothing.
  for (const days of ['0', '366', 'soon']) await muteAuthor(form({ email: email('asker'), days }));
  expect(
    (
      await adminDb()
        .doc(`users/${email('asker')}`)
        .get()
    ).get('communityMutedUntil'),
  ).toBe(undefined);
  expect(await audited(email('asker'))).toEqual([]);
});

it('changes nothing and writes no audit entry for a member or for nobody', async () => {
  const { threadId, answerId } = await thread();
  await reportPost(viewer('member'), { threadId, answerId: null }, 'spam');
  const reportId = (await adminDb().collection('reports').where('threadId', '==', threadId).get())
    .docs[0]!.id;
  for (const who of [MEMBER, null]) {
    signedIn = who;
    await hidePost(form({ threadId, answerId: '', hidden: 'true' }));
    await deletePost(form({ threadId, answerId }));
    await muteAuthor(form({ email: email('asker'), days: '7' }));
    await dismissReport(form({ reportId }));
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
  await dismissReport(form({ reportId }));
  expect((await adminDb().doc(`reports/${reportId}`).get()).get('open')).toBe(false);
  expect(await audited(`report:${reportId}`)).toEqual([
    ['community-report-closed', email('operator'), ''],
  ]);
});
