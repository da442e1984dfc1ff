import { randomUUID } from 'node:crypto';
import { addMember, setOperator } from '../../accounts';
import { byOperator } from '../../audit';
import { adminDb } from '../../firebase/admin';
import { fetchMemberRecord } from '../../members';
import { setCoach } from '../member-posts';
import { classKey } from '../rules';
import {
  answerQuestion,
  askQuestion,
  CLASS_SUMMARIES,
  fetchClassFirstPage,
  fetchThread,
  type Viewer,
} from '../store';
import { parseClassSummary } from '../summary';

/**
 * The coach role given or removed: the member's earlier answers gain or lose the Coach badge,
 * on the class page's summary and the live read; an operator's keep it, and the operator
 * role given or taken does the same. Against the running stack's Firestore and Auth.
 */
jest.setTimeout(120_000);
jest.mock('next/cache', () => ({
  unstable_cache: (work: unknown) => work,
  revalidateTag: jest.fn(),
}));

const run = randomUUID().slice(0, 8);
const courseId = `course-badge-${run}`;
const classId = `class-badge-${run}`;
const email = (label: string) => `hub-badge-${label}-${run}@example.com`;
const viewer = (label: string, operator = false): Viewer => ({
  email: email(label),
  operator,
  open: new Set([classKey(courseId, classId)]),
});
const by = byOperator(email('console'));
const now = Date.now();

beforeAll(async () => {
  for (const label of ['asker', 'answerer', 'operator'])
    await addMember(email(label), { courses: [courseId] });
  await setOperator(email('operator'), true, by);
});

async function answered(label: string, operator = false) {
  const asked = await askQuestion(
    viewer('asker'),
    { courseId, classId, seconds: null, body: `For ${label}?` },
    now,
  );
  if (!asked.ok) throw new Error(`not asked: ${asked.reason}`);
  const answers: string[] = [];
  for (const body of ['First.', 'Second.']) {
    const written = await answerQuestion(viewer(label, operator), asked.value.id, body, now + 1);
    if (!written.ok) throw new Error(`not answered: ${written.reason}`);
    answers.push(written.value.answer.id);
  }
  return { threadId: asked.value.id, answers };
}

/** The badge of each answer, as the stored class summary has it and as the live read does. */
async function badges(threadId: string, label: string) {
  const summary = parseClassSummary(
    (await adminDb().collection(CLASS_SUMMARIES).doc(classId).get()).data(),
    classId,
  );
  const page = await fetchClassFirstPage(
    viewer('asker'),
    (await fetchMemberRecord(email('asker'))).meToo,
    courseId,
    classId,
  );
  const live = await fetchThread(viewer('asker'), threadId);
  const ofAuthor = (answers: { authorEmail: string; coach: boolean }[] | undefined) =>
    (answers ?? []).filter((a) => a.authorEmail === email(label)).map((a) => a.coach);
  return {
    summary: ofAuthor(summary?.threads.find((thread) => thread.id === threadId)?.answers),
    page: ofAuthor(page.threads.find((thread) => thread.id === threadId)?.answers),
    live: ofAuthor(live?.answers),
  };
}

const all = (badge: boolean) => ({
  summary: [badge, badge],
  page: [badge, badge],
  live: [badge, badge],
});

it("gives a new coach's earlier answers the badge, and takes it away with the role", async () => {
  const { threadId } = await answered('answerer');
  expect(await badges(threadId, 'answerer')).toEqual(all(false));
  await setCoach(email('answerer'), true, by);
  expect(await badges(threadId, 'answerer')).toEqual(all(true));
  await setCoach(email('answerer'), false, by);
  expect(await badges(threadId, 'answerer')).toEqual(all(false));
});

it("leaves an operator's answers the badge: operators are always coaches", async () => {
  const { threadId } = await answered('operator', true);
  expect(await badges(threadId, 'operator')).toEqual(all(true));
  await setCoach(email('operator'), true, by);
  await setCoach(email('operator'), false, by);
  expect(await badges(threadId, 'operator')).toEqual(all(true));
});

it("gives the badge with the operator role and takes it with the role, a coach's kept", async () => {
  await addMember(email('promoted'), { courses: [courseId] });
  const { threadId } = await answered('promoted');
  await setOperator(email('promoted'), true, by);
  expect(await badges(threadId, 'promoted')).toEqual(all(true));
  await setOperator(email('promoted'), false, by);
  expect(await badges(threadId, 'promoted')).toEqual(all(false));
  await setCoach(email('promoted'), true, by);
  await setOperator(email('promoted'), true, by);
  await setOperator(email('promoted'), false, by);
  expect(await badges(threadId, 'promoted')).toEqual(all(true));
});

it('rewrites the badge of hundreds of answers, more than one chunk', async () => {
  await addMember(email('prolific'), { courses: [courseId] });
  const { threadId } = await answered('prolific');
  const total = 230;
  const batch = adminDb().batch();
  for (let i = 0; i < total; i++)
    batch.create(adminDb().collection(`threads/${threadId}/answers`).doc(), {
      authorEmail: email('prolific'),
      authorName: 'prolific',
      coach: false,
      body: `answer ${i}`,
      createdAt: now + 10 + i,
      editedAt: null,
      hidden: false,
    });
  await batch.commit();
  await setCoach(email('prolific'), true, by);
  const answers = await adminDb()
    .collectionGroup('answers')
    .where('authorEmail', '==', email('prolific'))
    .get();
  expect(answers.docs.map((doc) => doc.get('coach'))).toEqual(Array(total + 2).fill(true));
});
