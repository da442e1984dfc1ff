import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEMO_CONTENT, startStack } from '../dev/stack';
import { stackConfig } from '../dev/stack/config';
import { BENCH_OFFSETS, PORT_OFFSET } from '../dev/stack/ports';
import { buildApp, serveApp, stopOnSignals, stopTogether } from '../dev/stack/processes';
import { sessionCookieFor } from '../dev/stack/sign-in';
import { runEnv } from '../dev/test-run/env';
import { MEMBER_CLAIM } from '../lib/accounts/client';
import { NO_END } from '../lib/grants/client';
import {
  isOverview,
  median,
  memberRowCount,
  nextPageHref,
  timingLines,
  type PageTiming,
} from './admin-pages';
import { BENCH_BUILD_ENV } from './build';
import { readCatalog } from './course-lists';
import { countFirestore, type FirestoreCounts } from './firestore-reads';

/**
 * `npm run bench:admin`: the console's members page (full HTML, as the operator) with 10
 * members and with 10,000, first page and 20th (reached by following the Next page cursor),
 * each the median of `--requests` sequential loads after a warm-up. Prints each time and its
 * ratio to the 10-member first page: the page reads one page of records, so the goal is a
 * cost flat in the number of members (ratio ≤ 1.5). Exits 1 when a page is wrong.
 */
const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '21' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const LARGE = Number(values.members);
const REQUESTS = Number(values.requests);
const WARM_UP = 3;
const SMALL = 10;
const GOAL = 1.5;
const PAGE_SIZE = 50;

const bench = runEnv(BENCH_OFFSETS.admin + PORT_OFFSET);
Object.assign(process.env, bench.env, BENCH_BUILD_ENV);
const out = `${bench.outputDir}/bench-admin`;
mkdirSync(out, { recursive: true });

const OPERATOR = { email: 'operator@example.com', password: 'Bench-Operator-1' };
const courses = readCatalog(DEMO_CONTENT).map((course) => course.id);
const emailOf = (i: number) => `bench-member-${String(i).padStart(5, '0')}@example.com`;
const coursesOf = (i: number) => courses.slice(i % 3, (i % 3) + 1 + (i % 4));

// The operator and nine members: ten records, ten accounts.
writeFileSync(
  `${out}/members.json`,
  JSON.stringify({
    members: [
      { ...OPERATOR, admin: true, courses: [] },
      ...Array.from({ length: SMALL - 1 }, (_, i) => ({
        email: emailOf(i),
        password: `Bench-Member-${i}`,
        courses: coursesOf(i),
      })),
    ],
  }),
);

/** Members `from` to `to - 1`: records in batched writes, accounts imported 1000 at a time. */
async function seedMembers(db: Firestore, auth: Auth, from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(start + 500, to); i++)
      // accessUntil as the app's grant writes keep it: the overview counts it.
      batch.set(db.doc(`users/${emailOf(i)}`), {
        uid: `bench-${i}`,
        courses: coursesOf(i),
        accessUntil: NO_END,
      });
    await batch.commit();
  }
  for (let start = from; start < to; start += 1000) {
    const users = [];
    for (let i = start; i < Math.min(start + 1000, to); i++)
      users.push({ uid: `bench-${i}`, email: emailOf(i), customClaims: { [MEMBER_CLAIM]: true } });
    const result = await auth.importUsers(users);
    if (result.failureCount > 0)
      throw new Error(
        `Auth import refused ${result.failureCount}: ${result.errors[0]?.error.message}`,
      );
  }
}

async function load(origin: string, path: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200 || !html.includes('<h1') || !html.includes('Members'))
    throw new Error(`${path} answered ${response.status} without the members table`);
  return html;
}

/** Median of sequential full-HTML loads, each checked for the expected number of rows. */
async function time(origin: string, path: string, cookie: string, rows: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const html = await load(origin, path, cookie);
    const ms = performance.now() - started;
    if (memberRowCount(html) !== rows)
      throw new Error(`${path} showed ${memberRowCount(html)} rows, expected ${rows}`);
    if (i >= WARM_UP) times.push(ms);
  }
  return median(times);
}

/** Median of sequential overview loads (checked: figures and charts), and one load's Firestore cost. */
async function timeOverview(
  origin: string,
  cookie: string,
  counts: () => FirestoreCounts,
): Promise<{ ms: number; reads: number; aggregations: number }> {
  const times: number[] = [];
  const fetchOverview = async () => {
    const response = await fetch(`${origin}/admin`, { headers: { cookie }, redirect: 'manual' });
    const html = await response.text();
    if (response.status !== 200 || !isOverview(html))
      throw new Error(`/admin answered ${response.status} without the overview`);
  };
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    await fetchOverview();
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  const before = counts();
  await fetchOverview();
  const after = counts();
  return {
    ms: median(times),
    reads: after.billedReads - before.billedReads,
    aggregations: after.aggregations - before.aggregations,
  };
}

const overviewLine = (label: string, o: { ms: number; reads: number; aggregations: number }) =>
  `${label}: ${o.ms.toFixed(1)} ms (median of ${REQUESTS}); Firestore per load: ${o.reads} document reads as billed, ${o.aggregations} count() queries`;

/** The 20th page's URL, reached as an operator would: following Next page 19 times. */
async function twentiethPage(origin: string, cookie: string): Promise<string> {
  let path = '/admin/members';
  for (let page = 1; page < 20; page++) {
    const next = nextPageHref(await load(origin, path, cookie));
    if (!next) throw new Error(`page ${page} has no Next page link`);
    path = next;
  }
  return path;
}

const started = stopOnSignals(stopTogether());
const stack = started.add(
  await startStack({ members: `${out}/members.json`, workDir: `${out}/stack` }),
);
const firestoreCounts = countFirestore(stack.firestore);
const admin = initializeApp({ projectId: stackConfig().projectId }, 'bench-admin');
let failed = true;
try {
  if (!values['skip-build']) await buildApp();
  const app = started.add(await serveApp(bench.ports.app));
  const cookie = await sessionCookieFor(
    OPERATOR,
    bench.env.FIREBASE_AUTH_EMULATOR_HOST,
    app.origin,
  );

  const small = await time(app.origin, '/admin/members', cookie, SMALL);
  console.log(`\n${SMALL} members: first page ${small.toFixed(1)} ms (median of ${REQUESTS})`);
  const smallOverview = await timeOverview(app.origin, cookie, firestoreCounts);
  console.log(overviewLine(`${SMALL} members: overview`, smallOverview));

  const seeding = performance.now();
  await seedMembers(getFirestore(admin), getAuth(admin), SMALL - 1, LARGE - 1);
  console.log(
    `seeded up to ${LARGE} members in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const page20 = await twentiethPage(app.origin, cookie);
  const timings: PageTiming[] = [
    {
      label: `${LARGE} members, first page`,
      ms: await time(app.origin, '/admin/members', cookie, PAGE_SIZE),
    },
    { label: `${LARGE} members, 20th page`, ms: await time(app.origin, page20, cookie, PAGE_SIZE) },
  ];
  console.log(`20th page: ${page20}`);
  console.log(`baseline: ${SMALL} members, first page ${small.toFixed(1)} ms`);
  for (const line of timingLines(small, timings, GOAL)) console.log(line);
  const largeOverview = await timeOverview(app.origin, cookie, firestoreCounts);
  console.log(overviewLine(`${LARGE} members: overview`, largeOverview));
  for (const line of timingLines(
    smallOverview.ms,
    [{ label: `${LARGE} members, overview`, ms: largeOverview.ms }],
    GOAL,
  ))
    console.log(`${line} (baseline: ${SMALL} members' overview)`);
  failed = false;
} catch (error) {
  console.error(error);
} finally {
  await deleteApp(admin);
  await started.stopAll();
}
process.exit(failed ? 1 : 0);
