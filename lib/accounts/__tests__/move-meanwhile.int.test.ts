import { randomUUID } from 'node:crypto';
import { classKey } from '../../community/rules';
import { askQuestion, type Viewer } from '../../community/store';
import { adminDb } from '../../firebase';
import { memberDoc } from '../../members/store';
import { createNote, fetchNotes } from '../../notes/store';
import { moveMember } from '../move';
import { addMember } from '../provisioning';

/**
 * Against the stack: what the member does while an operator moves them, between the move's
 * chunks and its last transaction (run by a hook after the Traders Hub posts moved).
 */
jest.setTimeout(120_000);
jest.mock('next/cache', () => ({
  unstable_cache: (work: unknown) => work,
  revalidateTag: jest.fn(),
}));
const mockMeanwhile: { run: (() => Promise<void>) | null } = { run: null };
jest.mock('../../community', () => {
  const actual = jest.requireActual('../../community');
  return {
    ...actual,
    moveMemberPosts: async (...args: unknown[]) => {
      await actual.moveMemberPosts(...args);
      const run = mockMeanwhile.run;
      mockMeanwhile.run = null;
      await run?.();
    },
  };
});

const BY = { actor: 'operator@example.com', source: 'admin console' };
const COURSE = 'course-candlesticks';
const address = (label: string) => `meanwhile-${label}-${randomUUID().slice(0, 8)}@example.com`;
const viewer = (email: string): Viewer => ({
  email,
  operator: false,
  open: new Set([classKey(COURSE, 'class-1')]),
});
const questionsBy = async (email: string) =>
  (await adminDb().collection('threads').where('authorEmail', '==', email).get()).docs.map((doc) =>
    doc.get('body'),
  );

test('a note written while the move runs moves with the record', async () => {
  const from = address('from');
  await addMember(from, { courses: [COURSE] });
  mockMeanwhile.run = async () => {
    const note = await createNote(from, {
      courseId: COURSE,
      classId: 'class-1',
      seconds: 3,
      text: 'Written meanwhile',
    });
    if (!note.ok) throw new Error('not created');
  };
  const to = address('to');
  await moveMember(from, to, BY);
  expect((await fetchNotes(to)).map((note) => note.text)).toEqual(['Written meanwhile']);
  expect(await fetchNotes(from)).toEqual([]);
});

test('a question asked while the move runs: refused, nothing lost, and run again it completes', async () => {
  const from = address('from');
  await addMember(from, { courses: [COURSE] });
  mockMeanwhile.run = async () => {
    const asked = await askQuestion(viewer(from), {
      courseId: COURSE,
      classId: 'class-1',
      seconds: null,
      body: 'Asked meanwhile?',
    });
    if (!asked.ok) throw new Error(`not asked: ${asked.reason}`);
  };
  const to = address('to');
  await expect(moveMember(from, to, BY)).rejects.toThrow(`${from} changed meanwhile; try again`);
  expect((await memberDoc(from).get()).exists).toBe(true);
  expect((await memberDoc(to).get()).exists).toBe(false);
  expect(await questionsBy(from)).toEqual(['Asked meanwhile?']);

  await moveMember(from, to, BY);
  expect((await memberDoc(from).get()).exists).toBe(false);
  expect((await memberDoc(to).get()).exists).toBe(true);
  expect(await questionsBy(to)).toEqual(['Asked meanwhile?']);
  expect(await questionsBy(from)).toEqual([]);
});
