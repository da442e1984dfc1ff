import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { parseArgs } from 'node:util';
import { startStack } from '../dev/stack';
import { BENCH_OFFSETS, PORT_OFFSET } from '../dev/stack/ports';
import { buildApp, serveApp } from '../dev/stack/processes';
import { sessionCookieFor } from '../dev/stack/sign-in';
import { runEnv } from '../dev/test-run/env';
import { BENCH_BUILD_ENV } from './build';
import { cpuSpent, processTreeCpu, subtree, type ProcessCpu } from './cpu-budget';
import { demoMemberClass } from './demo-member';
import { homeRscHash, KIND_LABELS, KINDS, targetsFor, type Kind } from './load-kinds';
import { formatTable } from './members-report';
import { runPhases } from './phased-load';
import { breakdown, CATEGORIES, type Breakdown } from './profile-categories';

/**
 * `npm run bench:profile`: where a load's app CPU goes, per load kind. For each kind the app
 * (`next start` with NEXT_CPU_PROF=1, Next's own CPU profiler) is started afresh, warmed up,
 * then loaded with that kind alone by the same signed-in members as bench:members' identical
 * case; its profile (written to .next-profiles, moved beside the run's output) is read: the samples inside the steady window (timed on the same monotonic clock)
 * are split by what they were doing (profile-categories.ts) and divided by the loads.
 */
const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    kinds: { type: 'string', default: KINDS.join(',') },
    // More pages loaded like the trivial dynamic page (its marker), e.g. /bench-floor/sized?blocks=30
    paths: { type: 'string', default: '' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const SECONDS = Number(values.seconds);
const PROFILE_KINDS = values.kinds.split(',').filter(Boolean) as Kind[];
if (!PROFILE_KINDS.every((k) => (KINDS as readonly string[]).includes(k))) {
  throw new Error(`--kinds takes a list of ${KINDS.join(', ')}`);
}
/** What is profiled: a load kind, or a path loaded in the trivial dynamic page's place. */
type Subject = { kind: Kind; label: string; file: string; path?: string };
const SUBJECTS: Subject[] = [
  ...PROFILE_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind], file: kind })),
  ...values.paths
    .split(',')
    .filter(Boolean)
    .map((path) => ({
      kind: 'floor' as const,
      label: path,
      file: path.replace(/\W+/g, '_'),
      path,
    })),
];

const bench = runEnv(BENCH_OFFSETS.members + PORT_OFFSET);
Object.assign(process.env, bench.env, BENCH_BUILD_ENV);
const out = `${bench.outputDir}/profile`;
mkdirSync(out, { recursive: true });

const COURSE = 'course-market-basics';
const CLASS = 'class-market-basics-1';
const { courses, classPath, classTitle } = demoMemberClass(COURSE, CLASS);
const members = Array.from({ length: MEMBERS }, (_, i) => ({
  email: `profile-${i + 1}@example.com`,
  password: `Profile-Password-${i + 1}`,
  courses,
  classPath,
  classTitle,
}));
writeFileSync(`${out}/members.json`, JSON.stringify({ members }));

/** Where `next start` writes its profile on exit, whatever NEXT_CPU_PROF_DIR says. */
const PROFILES = '.next-profiles';
const profilesWritten = () =>
  existsSync(PROFILES) ? readdirSync(PROFILES).filter((f) => f.endsWith('.cpuprofile')) : [];

type Mark = { cpu: ProcessCpu[]; us: number };
const mark = (): Mark => ({ cpu: processTreeCpu(), us: Number(process.hrtime.bigint() / 1000n) });

const stack = await startStack({ members: `${out}/members.json`, workDir: `${out}/stack` });
const origin = bench.env.SITE_URL;
const results: Array<{
  label: string;
  loads: number;
  procMs: number;
  bytes: { body: number; rsc: number };
  split: Breakdown;
}> = [];
try {
  if (!values['skip-build']) await buildApp();
  const rscHash = await homeRscHash();
  for (const subject of SUBJECTS) results.push(await profile(subject, rscHash));
} finally {
  await stack.stop();
}
printResults();

async function profile({ kind, label, file: name, path }: Subject, rscHash: string) {
  const before = new Set(profilesWritten());
  const app = await serveApp(bench.ports.app, { NEXT_CPU_PROF: '1' });
  let bytes = { body: NaN, rsc: NaN };
  let window: { start: Mark; end: Mark; seconds: number; loads: number } | null = null;
  try {
    const cookies = await Promise.all(
      members.map((m) => sessionCookieFor(m, bench.env.FIREBASE_AUTH_EMULATOR_HOST, origin)),
    );
    const connections = members.map((m, i) => {
      const targets = targetsFor({ ...m, cookie: cookies[i]! }, rscHash);
      return path ? { ...targets, floor: { ...targets.floor, path } } : targets;
    });
    const load = (seconds: number) =>
      runPhases({
        origin,
        connections,
        phases: [{ name: kind, kinds: [kind] }],
        seconds,
        snapshot: mark,
      });
    await load(3); // warm up: JIT, caches, every session verified once
    const { phases, drains } = await load(SECONDS);
    const stats = phases[0]!.byKind.get(kind)!;
    if (stats.errors + drains.errors > 0) {
      throw new Error(`${label}: ${stats.errors + drains.errors} errors while profiling`);
    }
    window = phases[0]!.window;
    const answered = Math.max(stats.responses, 1);
    bytes = { body: stats.bodyBytes / answered, rsc: stats.rscBytes / answered };
  } finally {
    await app.stop(); // SIGTERM: Next writes the profile
  }
  if (!window) throw new Error(`${label}: no steady window`);
  const file = profilesWritten().find((f) => !before.has(f));
  if (!file) throw new Error(`${label}: Next wrote no CPU profile in ${PROFILES}`);
  renameSync(`${PROFILES}/${file}`, `${out}/${name}.cpuprofile`);
  const cpuProfile = JSON.parse(readFileSync(`${out}/${name}.cpuprofile`, 'utf8'));
  const slice = { fromUs: window.start.us, toUs: window.end.us, loads: window.loads };
  writeFileSync(`${out}/${name}.window.json`, JSON.stringify(slice));
  const appPid = app.child.pid!;
  const procMs = subtree(cpuSpent(window.start.cpu, window.end.cpu), appPid).reduce(
    (sum, p) => sum + p.cpuMs,
    0,
  );
  return {
    label,
    loads: window.loads,
    procMs: procMs / window.loads,
    bytes,
    split: breakdown(cpuProfile, slice.fromUs, slice.toUs, slice.loads),
  };
}

function printResults() {
  const ms = (n: number | undefined) => (n === undefined ? '' : n.toFixed(2));
  const rows = [
    ['ms per load', ...results.map((r) => r.label)],
    ['app CPU (/proc, all threads)', ...results.map((r) => ms(r.procMs))],
    ['main thread, profiled', ...results.map((r) => ms(r.split.totalMs))],
    ...CATEGORIES.map((c) => [`  ${c}`, ...results.map((r) => ms(r.split.byCategory.get(c)))]),
    ['loads in the window', ...results.map((r) => String(r.loads))],
    ['body KB per load', ...results.map((r) => (r.bytes.body / 1024).toFixed(1))],
    [
      'RSC KB per load (inline or the answer)',
      ...results.map((r) => (r.bytes.rsc / 1024).toFixed(1)),
    ],
  ];
  console.log(`\nbench:profile — ${MEMBERS} members, windows of ${SECONDS} s, NEXT_CPU_PROF on`);
  console.log(formatTable(rows));
  for (const r of results) {
    console.log(`\n${r.label}: heaviest functions by self time (ms per load)`);
    for (const f of r.split.topFunctions.slice(0, 25)) {
      console.log(`  ${f.ms.toFixed(3).padStart(7)}  ${f.category.padEnd(34)} ${f.name}`);
    }
  }
}
