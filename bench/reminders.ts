import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startStack } from '../dev/stack';
import { stackConfig } from '../dev/stack/config';
import { BENCH_OFFSETS, PORT_OFFSET } from '../dev/stack/ports';
import { buildApp, serveApp, stopOnSignals, stopTogether } from '../dev/stack/processes';
import { caughtMail } from '../dev/stand-ins/mail-messages';
import { runEnv } from '../dev/test-run/env';
import { LOCAL_STACK } from '../lib/env';
import { liveSessionDoc, newLiveSession } from '../lib/live/client';
import { BENCH_BUILD_ENV } from './build';
import { countFirestore } from './firestore-reads';
import {
  benchMemberEmail,
  feedReadsPerHour,
  reminderLines,
  tallyPasses,
  tallyReminders,
} from './reminders-report';

/**
 * `npm run bench:reminders`: 10,000 members (records only: the job reads records, not
 * accounts) and one live session for everyone, starting in 30 minutes. Two calls of
 * POST /api/cron/reminders start at the same moment, then calls go on one at a time until
 * the job says nothing is left (each call stops after its time budget). Prints messages/s
 * and Firestore reads and writes per message (counted at the in-process Firestore
 * stand-in), then counts the reminders in the mail catcher: exits 1 unless every member got
 * exactly one and nobody else any. Also prints the calendar feeds' modelled reads per hour.
 */
const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const MAX_CALLS = 50;

const bench = runEnv(BENCH_OFFSETS.reminders + PORT_OFFSET);
Object.assign(process.env, bench.env, BENCH_BUILD_ENV);
const out = `${bench.outputDir}/bench-reminders`;
mkdirSync(out, { recursive: true });
writeFileSync(`${out}/members.json`, JSON.stringify({ members: [] }));

const SESSION_ID = 'bench-reminders-session';
const TITLE = 'Bench reminders session';
const expected = Array.from({ length: MEMBERS }, (_, i) => benchMemberEmail(i));

async function seed(db: Firestore): Promise<void> {
  for (let start = 0; start < MEMBERS; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(start + 500, MEMBERS); i++)
      batch.set(db.doc(`users/${benchMemberEmail(i)}`), {
        uid: `bench-${i}`,
        courses: [`course-bench-${i % 3}`],
      });
    await batch.commit();
  }
  const now = Date.now();
  await db.doc(`liveSessions/${SESSION_ID}`).set(
    liveSessionDoc(
      newLiveSession(
        {
          id: SESSION_ID,
          title: TITLE,
          description: 'One session for every member.',
          startsAt: now + 30 * 60_000,
          durationMinutes: 60,
          joinUrl: 'https://meet.example.com/bench',
        },
        now,
      ),
    ),
  );
}

type JobAnswer = { due: number; queued: number; duplicates: number; unfinished: number };

async function callJob(origin: string): Promise<JobAnswer> {
  const response = await fetch(`${origin}/api/cron/reminders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_STACK.cronSecret}` },
  });
  if (response.status !== 200)
    throw new Error(`the job answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as JobAnswer;
}

const started = stopOnSignals(stopTogether());
const stack = started.add(
  await startStack({ members: `${out}/members.json`, workDir: `${out}/stack` }),
);
const admin = initializeApp({ projectId: stackConfig().projectId }, 'bench-reminders');
let failed = true;
try {
  await seed(getFirestore(admin));
  if (!values['skip-build']) await buildApp();
  const app = started.add(await serveApp(bench.ports.app));
  const catcher = bench.env.MAIL_CATCHER_URL;
  if (!catcher) throw new Error('MAIL_CATCHER_URL is not set for the bench');

  const counts = countFirestore(stack.firestore);
  const before = counts();
  const t0 = performance.now();
  const answers = await Promise.all([callJob(app.origin), callJob(app.origin)]);
  let pending = answers.some((answer) => answer.unfinished > 0);
  while (pending) {
    if (answers.length >= MAX_CALLS) throw new Error(`not done after ${MAX_CALLS} calls`);
    const answer = await callJob(app.origin);
    answers.push(answer);
    pending = answer.unfinished > 0;
  }
  const seconds = (performance.now() - t0) / 1000;
  const after = counts();
  const queued = answers.reduce((sum, a) => sum + a.queued, 0);
  const duplicates = answers.reduce((sum, a) => sum + a.duplicates, 0);

  const messages = await caughtMail(catcher);
  const tally = tallyReminders(messages, expected, (subject) => subject.includes(TITLE));
  console.log('');
  for (const line of reminderLines(
    {
      messages: queued,
      seconds,
      reads: after.billedReads - before.billedReads,
      writes: after.writes - before.writes,
      calls: answers.length,
    },
    tally,
  ))
    console.log(line);
  console.log(
    `job answers: ${queued} queued, ${duplicates} found already queued by the other call`,
  );
  const feeds = feedReadsPerHour({
    feeds: 10_000,
    pollMinutes: 15,
    cacheMinutes: 5,
    sessions: 100,
    sessionsRefreshMinutes: 1,
  });
  console.log(
    `calendar feeds (model): 10000 feeds polled every 15 min, 100 sessions: ${feeds} Firestore reads/hour`,
  );
  failed = !tallyPasses(tally, MEMBERS) || queued !== MEMBERS;
  console.log(failed ? 'FAIL' : 'PASS: every member reminded exactly once');
} catch (error) {
  console.error(error);
} finally {
  await deleteApp(admin);
  await started.stopAll();
}
process.exit(failed ? 1 : 0);
