import type { Firestore } from 'firebase-admin/firestore';
import { startStack } from '../dev/stack';
import { BENCH_OFFSETS, PORT_OFFSET } from '../dev/stack/ports';
import { stopOnSignals, stopTogether } from '../dev/stack/processes';
import { runEnv } from '../dev/test-run/env';
import { THREADS_PER_PAGE } from '../lib/community/client';
// The stores' files, not the modules' doors: community's and notes' doors also carry what
// renders (lib/i18n's route helpers need Next's React, absent outside Next), and the bench
// measures reads.
// eslint-disable-next-line no-restricted-imports
import { fetchClassFirstPage, fetchHubPage, viewerOf, type Viewer } from '../lib/community/store';
import type { Course } from '../lib/content';
import { adminDb, parseCursor } from '../lib/firebase';
import { fetchClassTrades } from '../lib/journal';
import { fetchMemberRecord } from '../lib/members';
// eslint-disable-next-line no-restricted-imports
import { fetchClassNotes } from '../lib/notes/store';
import { countFirestore, type FirestoreCounts } from './firestore-reads';
import { percentile } from './percentile';

/**
 * `npm run bench:community`: the Traders Hub at scale on the local stack (docs/benchmarks.md).
 * A course of 10,000 members with a class of 1,000 questions and 3,000 answers, and an
 * empty class beside it. It measures, side by side in one run:
 *
 * - the class page's Firestore reads (the member's record, then at once their notes, their
 *   journal's trades on the class and the Questions section's first page, read as the page
 *   reads it: fetchClassFirstPage, the class summary) on the class with the thread against
 *   the same page on the class without one, ≤ 1.2×; and, printed, the first load of a class
 *   without its summary yet (it builds it) and a member whose record kept no "me too" when
 *   the class's questions were asked;
 * - the hub (the member's record, then a page of questions, the first and the 25th) with
 *   10 members in the course and with 10,000, ≤ 1.2× and the same reads.
 *
 * Times are the median of ROUNDS loads, one at a time; reads are Firestore's billing, counted
 * at the in-process Firestore stand-in for one load. Exit 1 when a figure misses its budget.
 */
const BUDGET_RATIO = 1.2;
const ROUNDS = 30;
const QUESTIONS = 1000;
const ANSWERS_PER_QUESTION = 3;
const MEMBERS = 10_000;
const FEW_MEMBERS = 10;
/** The hub page a member reaches by following "Older questions" 24 times. */
const DEEP_PAGE = 25;
const bench = runEnv(BENCH_OFFSETS.community + PORT_OFFSET);
Object.assign(process.env, bench.env);

const run = Date.now().toString(36);
const COURSE = `bench-community-${run}`;
const THREAD_CLASS = `bench-thread-${run}`;
const EMPTY_CLASS = `bench-empty-${run}`;
const emailOf = (i: number) => `bench-hub-${i}-${run}@example.com`;
/** The member's view of the course: both classes open (what coursesFor gives a member). */
const course: Course = {
  id: COURSE,
  title: 'Bench course',
  description: null,
  image: null,
  category: { id: 'bench', name: 'Bench', order: 0 },
  order: null,
  classes: [THREAD_CLASS, EMPTY_CLASS].map((id) => ({
    id,
    title: id,
    order: null,
    videoLink: null,
    materials: [],
    releaseAfterDays: 0,
    publishedAt: null,
    opensAt: null,
  })),
};

/** Writes in batches of 500, Firestore's cap for one batch. */
async function inBatches(
  db: Firestore,
  count: number,
  write: (i: number, batch: ReturnType<Firestore['batch']>) => number,
) {
  let batch = db.batch();
  let pending = 0;
  for (let i = 0; i < count; i++) {
    pending += write(i, batch);
    if (pending >= 450) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  }
  if (pending > 0) await batch.commit();
}

/** Members `from` to `to - 1` of the course: their records, in batched writes. */
async function seedMembers(db: Firestore, from: number, to: number) {
  await inBatches(db, to - from, (i, batch) => {
    batch.set(db.doc(`users/${emailOf(from + i)}`), {
      uid: `bench-hub-${from + i}`,
      courses: [COURSE],
      grants: { manual: { courses: [COURSE], source: 'manual', since: 0 } },
    });
    return 1;
  });
}

/** The class's questions (asked by the members in turn), each with its answers, as the app stores them. */
async function seedThread(db: Firestore) {
  const start = Date.now() - QUESTIONS * 60_000;
  await inBatches(db, QUESTIONS, (i, batch) => {
    const thread = db.collection('threads').doc();
    const asker = emailOf(i % MEMBERS);
    batch.set(thread, {
      courseId: COURSE,
      classId: THREAD_CLASS,
      authorEmail: asker,
      authorName: asker.split('@')[0],
      body: `How do I place the stop on setup ${i}? Below the **retest** low or the wick?`,
      seconds: i % 3 === 0 ? 60 + i : null,
      createdAt: start + i * 60_000,
      editedAt: null,
      answerCount: ANSWERS_PER_QUESTION,
      // A few "me too"s without the marks: the viewer's own mark is read, and missing.
      meToo: i % 5 === 0 ? 2 : 0,
      acceptedAnswerId: null,
      hidden: false,
      unseenAnswer: false,
    });
    for (let a = 0; a < ANSWERS_PER_QUESTION; a++) {
      const by = emailOf((i + a + 1) % MEMBERS);
      batch.set(thread.collection('answers').doc(), {
        authorEmail: by,
        authorName: by.split('@')[0],
        coach: a === 0,
        body: `Below the wick, answer ${a}: the low of the retest candle is where the idea fails.`,
        createdAt: start + i * 60_000 + (a + 1) * 1000,
        editedAt: null,
        hidden: false,
      });
    }
    return 1 + ANSWERS_PER_QUESTION;
  });
}

type Cost = { ms: number; reads: number };

/** The median time of ROUNDS loads, and the billed reads of one. */
async function measure(counts: () => FirestoreCounts, load: () => Promise<unknown>): Promise<Cost> {
  await load(); // warm-up: connections and JIT
  const before = counts().billedReads;
  await load();
  const reads = counts().billedReads - before;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = performance.now();
    await load();
    times.push(performance.now() - t0);
  }
  return { ms: percentile(times, 50), reads };
}

/**
 * The class page's Firestore reads, as /home makes them for an open class: the record (the
 * session's), then the rest at once; the Questions section through the function the page's
 * classQuestionsOrNull calls, with the record's "me too" marks.
 */
async function classPage(email: string, viewer: Viewer, classId: string | null) {
  const record = await fetchMemberRecord(email);
  await Promise.all([
    fetchClassNotes(email, classId ?? EMPTY_CLASS),
    fetchClassTrades(email, classId ?? EMPTY_CLASS),
    classId ? fetchClassFirstPage(viewer, record.meToo, COURSE, classId) : null,
  ]);
}

/** The cursor of the hub's `page`th page, followed as a member would. */
async function cursorOf(viewer: Viewer, page: number): Promise<string | null> {
  let cursor: string | null = null;
  for (let i = 1; i < page; i++)
    cursor = (await fetchHubPage(viewer, [COURSE], 'all', parseCursor(cursor))).next;
  return cursor;
}

/** The hub's reads: the record, then one page of questions (after `cursor`). */
async function hub(email: string, viewer: Viewer, cursor: string | null) {
  await fetchMemberRecord(email);
  const page = await fetchHubPage(viewer, [COURSE], 'all', parseCursor(cursor));
  if (page.threads.length !== THREADS_PER_PAGE) throw new Error('the hub page is not full');
}

const line = (name: string, cost: Cost) =>
  `${name.padEnd(44)} ${cost.ms.toFixed(1).padStart(7)} ms ${String(cost.reads).padStart(5)} reads`;
const ratioOf = (a: Cost, b: Cost) => a.ms / b.ms;

const started = stopOnSignals(stopTogether());
const stack = await startStack({ workDir: '.test-output-bench-community/stack' });
started.add(stack);
const counts = countFirestore(stack.firestore);
let failed = true;
try {
  const db = adminDb();
  const email = emailOf(0);
  const viewer = viewerOf(email, false, [course]);

  let t0 = performance.now();
  await seedMembers(db, 0, FEW_MEMBERS);
  await seedThread(db);
  console.log(
    `seeded ${QUESTIONS} questions and ${QUESTIONS * ANSWERS_PER_QUESTION} answers in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  // The member's record keeps their "me too" marks (none) since before the class's questions.
  await db.doc(`users/${email}`).update({ communityMeToo: [], communityMeTooSince: 0 });
  // The seeded class has no summary yet (as a class older than summaries): the first load builds it.
  const { meToo } = await fetchMemberRecord(email);
  const firstLoad = counts().billedReads;
  const first = await fetchClassFirstPage(viewer, meToo, COURSE, THREAD_CLASS);
  const buildReads = counts().billedReads - firstLoad;
  if (first.threads.length === 0 || first.threads[0]!.answers.length !== ANSWERS_PER_QUESTION)
    throw new Error('the class section did not read the seeded thread');

  const deep = await cursorOf(viewer, DEEP_PAGE);
  const hubFew = {
    first: await measure(counts, () => hub(email, viewer, null)),
    deep: await measure(counts, () => hub(email, viewer, deep)),
  };
  t0 = performance.now();
  await seedMembers(db, FEW_MEMBERS, MEMBERS);
  console.log(
    `seeded ${MEMBERS - FEW_MEMBERS} more members in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const hubMany = {
    first: await measure(counts, () => hub(email, viewer, null)),
    deep: await measure(counts, () => hub(email, viewer, deep)),
  };

  const others = await measure(counts, () => classPage(email, viewer, null));
  const empty = await measure(counts, () => classPage(email, viewer, EMPTY_CLASS));
  const thread = await measure(counts, () => classPage(email, viewer, THREAD_CLASS));
  // A member whose record kept no "me too" before (it starts at their first load, after the
  // questions were asked): their marks on the page's questions someone said it to are read.
  const legacyEmail = emailOf(1);
  const legacy = await measure(counts, () =>
    classPage(legacyEmail, viewerOf(legacyEmail, false, [course]), THREAD_CLASS),
  );

  console.log('\nclass page (Firestore reads, median of %d loads)', ROUNDS);
  console.log(line('other reads only (record, notes, trades)', others));
  console.log(line('class without a thread', empty));
  console.log(
    line(`class with ${QUESTIONS} questions, ${QUESTIONS * ANSWERS_PER_QUESTION} answers`, thread),
  );
  console.log(line('  same, a member whose marks predate the record', legacy));
  console.log(
    `the section's first load without a summary (builds it): ${buildReads} reads (printed)`,
  );
  const classRatio = ratioOf(thread, empty);
  console.log(
    `with thread ÷ without: ${classRatio.toFixed(2)} (budget ${BUDGET_RATIO}); ÷ other reads only: ${ratioOf(thread, others).toFixed(2)} (printed)`,
  );

  console.log('\nhub (the record and one page of %d questions)', THREADS_PER_PAGE);
  console.log(line(`${FEW_MEMBERS} members, first page`, hubFew.first));
  console.log(line(`${MEMBERS} members, first page`, hubMany.first));
  console.log(line(`${FEW_MEMBERS} members, page ${DEEP_PAGE}`, hubFew.deep));
  console.log(line(`${MEMBERS} members, page ${DEEP_PAGE}`, hubMany.deep));
  const hubRatios = [ratioOf(hubMany.first, hubFew.first), ratioOf(hubMany.deep, hubFew.deep)];
  const sameReads =
    hubMany.first.reads === hubFew.first.reads && hubMany.deep.reads === hubFew.deep.reads;
  console.log(
    `${MEMBERS} ÷ ${FEW_MEMBERS} members: first page ${hubRatios[0]!.toFixed(2)}, page ${DEEP_PAGE} ${hubRatios[1]!.toFixed(2)} (budget ${BUDGET_RATIO}); reads the same: ${sameReads ? 'yes' : 'NO'}; page ${DEEP_PAGE} ÷ first at ${MEMBERS}: ${ratioOf(hubMany.deep, hubMany.first).toFixed(2)} (printed)`,
  );

  const misses = [
    classRatio > BUDGET_RATIO && 'class page with its thread',
    hubRatios.some((ratio) => ratio > BUDGET_RATIO) && 'hub at 10,000 members',
    !sameReads && 'hub reads grow with the members',
  ].filter(Boolean);
  console.log(misses.length === 0 ? '\nPASS' : `\nMISS: ${misses.join(', ')}`);
  failed = misses.length > 0;
} finally {
  await started.stopAll();
}
process.exit(failed ? 1 : 0);
