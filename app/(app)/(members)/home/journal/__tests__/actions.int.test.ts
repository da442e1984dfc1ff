import { randomUUID } from 'node:crypto';
import { signInAs } from '@/dev/test-run/signed-in';
import { addMember, revokeCourses } from '@/lib/accounts';
import { aClass, aCourse } from '@/lib/content/__tests__/fixtures';
import type { Catalog } from '@/lib/content/client';
import { adminDb } from '@/lib/firebase';
import { fetchAllTrades } from '@/lib/journal';
import { deleteTradeAction, saveTradeAction } from '../actions';
import { importRowsAction, previewImportAction } from '../import/actions';

/**
 * Against the stack: the journal's actions as its form and Delete buttons call them. A trade
 * may link only a class the member may open now (their courses, drip release), as a note
 * may; its class then joins the record's `tradeClassIds`. The catalog is this file's own.
 */
jest.setTimeout(60_000);
jest.mock('next/cache', () => ({
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: (work: unknown) => work,
}));
jest.mock('@/lib/auth', () => ({
  ...jest.requireActual('@/dev/test-run/signed-in').authSignedIn(),
  getRequestTimeZone: async () => 'Asia/Kuala_Lumpur',
}));

const run = randomUUID().slice(0, 8);
const course = `course-journal-${run}`;
const otherCourse = `course-journal-other-${run}`;
const catalog: Catalog = {
  fetchedAt: Date.now(),
  courses: [
    aCourse({
      id: course,
      classes: [aClass({ id: 'open' }), aClass({ id: 'drip', releaseAfterDays: 7 })],
    }),
    aCourse({ id: otherCourse, classes: [aClass({ id: 'elsewhere' })] }),
  ],
};
jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  loadCatalog: async () => catalog,
}));

const notYourClass = 'You cannot link a trade to this class: it is not open to you.';
const start = { ok: false, errors: [], done: 0 };

function tradeForm(lesson: string, over: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    instrument: 'EURUSD',
    direction: 'long',
    entry: '1.1',
    stop: '1.09',
    size: '1000',
    opened: '2026-03-02T09:30',
    lesson,
    ...over,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** A new member of `course` (joined today: its drip class opens in a week), signed in. */
async function member(label: string): Promise<{ email: string; uid: string }> {
  const email = `journal-${label}-${run}@example.com`;
  const { uid } = await addMember(email, { password: 'Secret-123', courses: [course] });
  signInAs({ email, uid });
  return { email, uid };
}

const tradeClassIds = async (email: string) =>
  ((await adminDb().doc(`users/${email}`).get()).get('tradeClassIds') as string[]) ?? [];

test('links a trade to an open class of the member’s course and lists the class', async () => {
  const { email } = await member('open');
  expect(await saveTradeAction(start, tradeForm(`${course}/open@95`))).toEqual({
    ok: true,
    errors: [],
    done: 1,
  });
  const [trade] = await fetchAllTrades(email);
  expect(trade?.lesson).toEqual({ courseId: course, classId: 'open', seconds: 95 });
  expect(await tradeClassIds(email)).toEqual(['open']);
});

test('refuses, and saves nothing, for a class the member may not open', async () => {
  const { email } = await member('refused');
  for (const lesson of [
    `${otherCourse}/elsewhere@0`, // a course they do not have
    `${course}/drip@0`, // not released to them yet
    `${course}/missing@0`, // no such class
    'not a lesson', // not a lesson at all
  ])
    expect(await saveTradeAction(start, tradeForm(lesson))).toEqual({
      ok: false,
      errors: [notYourClass],
      fields: [null],
      done: 0,
    });
  expect(await fetchAllTrades(email)).toEqual([]);
  expect(await tradeClassIds(email)).toEqual([]);
  // Without a lesson, the same trade is saved.
  expect(await saveTradeAction(start, tradeForm(''))).toMatchObject({ ok: true });
  expect(await fetchAllTrades(email)).toHaveLength(1);
});

test('an edit keeps the class its trade links after the course ended, and links no other', async () => {
  const { email } = await member('ended');
  await saveTradeAction(start, tradeForm(`${course}/open@0`));
  const [trade] = await fetchAllTrades(email);
  await revokeCourses(email, [course]);

  const edit = (lesson: string) =>
    saveTradeAction(start, tradeForm(lesson, { id: trade!.id, notes: 'Corrected later' }));
  expect(await edit(`${course}/open@0`)).toMatchObject({ ok: true });
  expect((await fetchAllTrades(email))[0]).toMatchObject({
    notes: 'Corrected later',
    lesson: { courseId: course, classId: 'open', seconds: 0 },
  });
  expect(await edit(`${otherCourse}/elsewhere@0`)).toMatchObject({ errors: [notYourClass] });
  expect(await tradeClassIds(email)).toEqual(['open']);
});

test('a delete answers its refusal, and a trade already gone counts as deleted', async () => {
  const owner = await member('delete');
  const { email } = owner;
  await saveTradeAction(start, tradeForm(''));
  const [trade] = await fetchAllTrades(email);

  signInAs(null);
  expect(await deleteTradeAction(trade!.id)).toEqual({ ok: false, error: 'Please log in again.' });
  expect(await fetchAllTrades(email)).toHaveLength(1);

  await member('delete-other');
  // Another member's id finds nothing of theirs to delete; the trade stays.
  expect(await deleteTradeAction(trade!.id)).toEqual({ ok: true });
  expect(await fetchAllTrades(email)).toHaveLength(1);

  signInAs(owner);
  expect(await deleteTradeAction(trade!.id)).toEqual({ ok: true });
  expect(await fetchAllTrades(email)).toEqual([]);
  expect(await deleteTradeAction(trade!.id)).toEqual({ ok: true });
  expect(await deleteTradeAction('../../x')).toEqual({ ok: true });
});

test('an import keeps a row’s class only when the member may open it, and adds its trade either way', async () => {
  const { email } = await member('import');
  const header = 'instrument,direction,entry,stop,exit,size,opened,closed,setup,notes,lesson';
  const row = (instrument: string, lesson: string) =>
    `${instrument},long,1.1,1.09,,1000,2026-03-02T09:30:00Z,,,,${lesson}`;
  const preview = await previewImportAction(
    [
      header,
      row('EURUSD', `${course}/open@12`),
      row('GBPUSD', `${course}/drip@0`), // not released to them yet
      row('USDJPY', `${otherCourse}/elsewhere@0`), // a course they do not have
    ].join('\n'),
  );
  if (!preview.ok) throw new Error('the file did not parse');
  expect(await importRowsAction(JSON.parse(JSON.stringify(preview.rows)), true)).toEqual({
    ok: true,
    added: 3,
    already: 0,
  });
  const lessons = Object.fromEntries(
    (await fetchAllTrades(email)).map((trade) => [trade.instrument, trade.lesson]),
  );
  expect(lessons).toEqual({
    EURUSD: { courseId: course, classId: 'open', seconds: 12 },
    GBPUSD: null,
    USDJPY: null,
  });
  expect(await tradeClassIds(email)).toEqual(['open']);
});
