import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_CONTENT, startStack } from '../dev/stack';
import { BENCH_OFFSETS, PORT_OFFSET } from '../dev/stack/ports';
import { buildApp, serveApp, stopOnSignals, stopTogether } from '../dev/stack/processes';
import { sessionCookieFor } from '../dev/stack/sign-in';
import { runEnv } from '../dev/test-run/env';
import { BENCH_BUILD_ENV } from './build';
import { startCountingProxy } from './counting-proxy';
import { classPage, distinctSubsets, pickOne, readCatalog, seededRandom } from './course-lists';
import { cpuSpent, latencyFloor, processTreeCpu, type ProcessCpu } from './cpu-budget';
import { demoMemberClass } from './demo-member';
import { countFirestore } from './firestore-reads';
import {
  homeRscHash,
  KIND_LABELS,
  KINDS,
  MEMBER_PAGE_KINDS,
  targetsFor,
  type Kind,
} from './load-kinds';
import {
  answered,
  errorsOf,
  fixed,
  formatTable,
  kindFigures,
  kindTable,
  mark,
  markAtLeast,
  mixedTable,
  type KindFigures,
  type Snapshot,
} from './members-report';
import { runPhases, type Phase, type PhaseResult } from './phased-load';
import { progressWritesPerMinute } from './watch-cost';

/**
 * `npm run bench:members`: N signed-in members load pages concurrently against a production
 * build on the local stack, once with identical course lists and once with distinct ones
 * (the app restarts in between, with an empty data cache, so each case counts Contentful
 * from every member's first load). Each case is one autocannon run over the same N
 * connections, in phases of --seconds: first the four loads rotating per request (every
 * connection starts with its member's class page), then each load alone, so the app's CPU,
 * its Auth calls and Firestore reads can be divided by that load's count (each phase ends
 * with a drain of call-free prerendered loads: see phased-load.ts). Prints the figures
 * beside the members area's targets, set for 2 cores (docs/benchmarks.md); nothing here
 * asserts a timing.
 */
const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    lists: { type: 'string', default: 'both' },
    seed: { type: 'string', default: '11' },
    'skip-build': { type: 'boolean', default: false },
    'watch-seconds': { type: 'string', default: '0' },
  },
});
const MEMBERS = Number(values.members);
const SECONDS = Number(values.seconds);
const WATCH_SECONDS = Number(values['watch-seconds']);
const CASES = (values.lists === 'both' ? ['identical', 'distinct'] : [values.lists]) as Case[];
if (!CASES.every((c) => c === 'identical' || c === 'distinct')) {
  throw new Error('--lists must be identical, distinct or both');
}
type Case = 'identical' | 'distinct';

const IDENTICAL_COURSE = 'course-market-basics';
const IDENTICAL_CLASS = 'class-market-basics-1';
const CLASS_KINDS: Kind[] = ['class-html', 'class-rsc'];
const PHASES: Phase[] = [
  { name: 'mixed', kinds: KINDS },
  ...KINDS.map((kind) => ({ name: kind, kinds: [kind] })),
];

const bench = runEnv(BENCH_OFFSETS.members + PORT_OFFSET);
Object.assign(process.env, bench.env, BENCH_BUILD_ENV);
const out = `${bench.outputDir}/bench`;
mkdirSync(out, { recursive: true });

type BenchMember = {
  email: string;
  password: string;
  courses: string[];
  classPath: string;
  classTitle: string;
};

/** Identical: today's demo member's list, all on one class. Distinct: a seeded subset each. */
function membersFor(kind: Case): BenchMember[] {
  const account = (i: number) => ({
    email: `bench-${kind}-${i + 1}@example.com`,
    password: `Bench-Password-${i + 1}`,
  });
  if (kind === 'identical') {
    const { courses, classPath, classTitle } = demoMemberClass(IDENTICAL_COURSE, IDENTICAL_CLASS);
    return Array.from({ length: MEMBERS }, (_, i) => ({
      ...account(i),
      courses,
      classPath,
      classTitle,
    }));
  }
  const catalog = readCatalog(DEMO_CONTENT);
  const random = seededRandom(Number(values.seed));
  return distinctSubsets(catalog, MEMBERS, random).map((courses, i) => {
    const course = pickOne(courses, random);
    return {
      ...account(i),
      courses: courses.map((c) => c.id),
      ...classPage(catalog, course.id, pickOne(course.classes, random).id),
    };
  });
}

const cases = new Map(CASES.map((c) => [c, membersFor(c)]));
writeFileSync(`${out}/members.json`, JSON.stringify({ members: [...cases.values()].flat() }));

const started = stopOnSignals(stopTogether());
const stack = started.add(
  await startStack({ members: `${out}/members.json`, workDir: `${out}/stack` }),
);
const firestoreCounts = countFirestore(stack.firestore);
// The app reaches the Auth emulator through this proxy, which counts its calls; the bench's
// own sign-ins go straight to the emulator.
const authProxy = await startCountingProxy(bench.env.FIREBASE_AUTH_EMULATOR_HOST);
started.add({ stop: authProxy.close });
const snapshot = (): Snapshot => ({
  cpu: processTreeCpu(),
  auth: authProxy.count(),
  firestore: firestoreCounts(),
});
const origin = bench.env.SITE_URL;
const control = `${bench.env.CONTENTFUL_HOST}/__control`;
const summaries: CaseSummary[] = [];
try {
  if (!values['skip-build']) await buildApp();
  const rscHash = await homeRscHash();
  for (const [name, members] of cases) summaries.push(await runCase(name, members, rscHash));
  printTargets(summaries);
} finally {
  await started.stopAll();
}

type CaseSummary = {
  name: Case;
  figures: Map<Kind, KindFigures>;
  errors: number;
  contentfulPer1000: number;
  firstPhaseAuthCalls: number;
  writesPerMinute?: number;
};

async function runCase(name: Case, members: BenchMember[], rscHash: string): Promise<CaseSummary> {
  // A cold app: no data cache on disk, nothing remembered in memory.
  rmSync(`${BENCH_BUILD_ENV.NEXT_DIST_DIR}/cache/fetch-cache`, { recursive: true, force: true });
  const app = started.add(
    await serveApp(bench.ports.app, { FIREBASE_AUTH_EMULATOR_HOST: authProxy.hostPort }),
  );
  try {
    const cookies = await Promise.all(
      members.map((m) => sessionCookieFor(m, bench.env.FIREBASE_AUTH_EMULATOR_HOST, origin)),
    );
    await fetch(`${control}/stats/reset`, { method: 'POST' });
    const { phases: results, drains } = await runPhases({
      origin,
      connections: members.map((m, i) => targetsFor({ ...m, cookie: cookies[i]! }, rscHash)),
      phases: PHASES,
      seconds: SECONDS,
      snapshot,
    });
    const { requests: contentful } = (await (await fetch(`${control}/stats`)).json()) as {
      requests: number;
    };
    const summary: CaseSummary = {
      name,
      figures: new Map(KINDS.map((k, i) => [k, kindFigures(k, results[i + 1]!, app.child.pid!)])),
      errors: KINDS.reduce((sum, k) => sum + errorsOf(results, k).errors, drains.errors),
      contentfulPer1000: (contentful / Math.max(answered(results, CLASS_KINDS), 1)) * 1000,
      firstPhaseAuthCalls: firstPhaseAuthCalls(results[0]!),
    };
    printCase(summary, results, members, contentful);
    for (const [problem, n] of drains.problems) console.log(`  errors, drains: ${n} × ${problem}`);
    if (WATCH_SECONDS > 0 && summaries.length === 0) {
      const watch = await progressWritesPerMinute({
        origin,
        cookie: cookies[0]!,
        classPath: members[0]!.classPath,
        seconds: WATCH_SECONDS,
      });
      summary.writesPerMinute = watch.perMinute;
      console.log(
        `  progress writes: ${watch.writes} in ${watch.minutes.toFixed(1)} min of watching (${watch.perMinute.toFixed(1)} per member-minute)`,
      );
    }
    return summary;
  } finally {
    await app.stop();
  }
}

function firstPhaseAuthCalls(result: PhaseResult<Snapshot>): number {
  return result.span ? result.span.end.auth - result.span.start.auth : NaN;
}

function printCase(
  summary: CaseSummary,
  results: PhaseResult<Snapshot>[],
  members: BenchMember[],
  contentful: number,
) {
  const lists = new Set(members.map((m) => m.courses.join(','))).size;
  console.log(
    `\nbench:members — ${summary.name} course lists (${lists} different), ${MEMBERS} members, phases of ${SECONDS} s`,
  );
  console.log(mixedTable(results[0]!));
  console.log(kindTable([...summary.figures.values()], results));
  console.log(
    '  per load in its own phase: app CPU (steady state); Auth backend calls and Firestore reads as billed, documents returned and RPCs (exact: a phase is alone at the stand-ins from its first request to its last answer); body and inline RSC KB',
  );
  for (const kind of KINDS) {
    const { problems } = errorsOf(results, kind);
    for (const [problem, n] of problems) console.log(`  errors, ${kind}: ${n} × ${problem}`);
  }
  const memberLoads = answered(results, CLASS_KINDS);
  console.log(
    `  Contentful: ${contentful} requests in ${memberLoads} class-page loads from each member's first (${fixed(summary.contentfulPer1000, 2)} per 1000)`,
  );
  console.log(
    `  Auth calls in the first phase, which holds each session's first load: ${summary.firstPhaseAuthCalls} for ${MEMBERS} sessions`,
  );
  const html = results[1]!.window;
  if (html) printCpuBudget(cpuSpent(html.start.cpu, html.end.cpu), html.loads);
}

function roleOf(p: ProcessCpu): string {
  if (p.pid === process.pid) return 'bench process (Firestore + Contentful stand-ins, load)';
  if (p.command.includes('firebase')) return 'Auth emulator';
  if (p.command.includes('next')) return 'app (next start)';
  return 'other';
}

/**
 * Where each class-page load's CPU went, and the latency floor that cost sets on this
 * machine: the app is one of several processes sharing its cores.
 */
function printCpuBudget(cpu: ProcessCpu[], pageLoads: number) {
  if (cpu.length === 0 || pageLoads === 0) return;
  const byRole = new Map<string, number>();
  for (const p of cpu) byRole.set(roleOf(p), (byRole.get(roleOf(p)) ?? 0) + p.cpuMs / pageLoads);
  const cores = availableParallelism();
  console.log(`  CPU per class-page HTML load, by process (${cores} cores)`);
  for (const [role, ms] of byRole) console.log(`    ${role.padEnd(56)} ${ms.toFixed(2)} ms`);
  const all = [...byRole.values()].reduce((sum, ms) => sum + ms, 0);
  const withoutApp = all - (byRole.get('app (next start)') ?? 0);
  for (const [label, ms] of [
    ['as measured', all],
    ['if the app cost nothing', withoutApp],
  ] as const) {
    const floor = latencyFloor(ms, cores, MEMBERS);
    console.log(
      `  floor, ${label.padEnd(24)} ≤ ${floor.maxLoadsPerSecond.toFixed(0)} loads/s, so mean latency ≥ ${floor.meanLatencyMs.toFixed(0)} ms at ${MEMBERS} members`,
    );
  }
}

/** The members area's targets (docs/benchmarks.md), one column per case. */
function printTargets(all: CaseSummary[]) {
  const rows: string[][] = [['target', 'limit', ...all.flatMap((s) => [s.name, ''])]];
  const line = (label: string, limit: string, value: (s: CaseSummary) => number, max: number) =>
    rows.push([label, limit, ...all.flatMap((s) => [fixed(value(s), 2), mark(value(s), max)])]);
  const f = (s: CaseSummary, k: Kind) => s.figures.get(k)!;
  const ratio = (s: CaseSummary, k: Kind, base: Kind) => f(s, k).appCpuMs / f(s, base).appCpuMs;
  // Each members' page in its own phase, beside the trivial page's and the prerendered
  // page's phases of the same run: CPU per load over the trivial page's, and throughput over
  // the prerendered page's.
  for (const kind of MEMBER_PAGE_KINDS) {
    line(`app CPU, ${KIND_LABELS[kind]} / trivial`, '≤ 1.5', (s) => ratio(s, kind, 'floor'), 1.5);
  }
  const throughput = (s: CaseSummary, k: Kind) => f(s, k).perSecond / f(s, 'prerendered').perSecond;
  for (const kind of MEMBER_PAGE_KINDS) {
    const value = (s: CaseSummary) => throughput(s, kind);
    rows.push([
      `loads/s, ${KIND_LABELS[kind]} / prerendered`,
      '≥ 0.25',
      ...all.flatMap((s) => [fixed(value(s), 3), markAtLeast(value(s), 0.25)]),
    ]);
  }
  rows.push([
    'loads/s, trivial dynamic / prerendered',
    '(shown)',
    ...all.flatMap((s) => [fixed(throughput(s, 'floor'), 3), '']),
  ]);
  rows.push([
    'app CPU, class HTML / prerendered',
    '(shown)',
    ...all.flatMap((s) => [fixed(ratio(s, 'class-html', 'prerendered')), '']),
  ]);
  line('Contentful requests per 1000 class loads', '≤ 5', (s) => s.contentfulPer1000, 5);
  const classAuth = (s: CaseSummary) =>
    (f(s, 'class-html').authCalls * f(s, 'class-html').loads +
      f(s, 'class-rsc').authCalls * f(s, 'class-rsc').loads) /
    (f(s, 'class-html').loads + f(s, 'class-rsc').loads);
  line("Auth calls per load after a session's first", '0', classAuth, 0);
  // The app's own reads, counted at the stand-in. The seeded members have no notes or trades,
  // as most members on most classes: each one's first load (in the mixed phase) lists that on
  // their record once (lib/activity's backfill, after the response), so the class phases
  // measure the steady state, where the record rules both queries out.
  const reads = (s: CaseSummary) =>
    Math.max(f(s, 'class-html').billedReads, f(s, 'class-rsc').billedReads);
  line('Firestore reads per class load (1 preferred)', '≤ 2', reads, 2);
  line(`errors at ${MEMBERS} members`, '0', (s) => s.errors, 0);
  line(`class HTML p95 ms at ${MEMBERS} members`, '≤ 100', (s) => f(s, 'class-html').p95, 100);
  if (all.some((s) => s.writesPerMinute !== undefined)) {
    line('progress writes per member-minute', '≤ 6', (s) => s.writesPerMinute ?? NaN, 6);
  }
  console.log(`\nbench:members — targets (${availableParallelism()} cores)`);
  console.log(formatTable(rows));
}
