import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  BENCH_COURSE_PREFIX,
  searchBenchExport,
  VOCABULARY,
} from '../dev/generators/search-bench-content';
import { DEMO_CONTENT, DEMO_MEMBERS, startStack } from '../dev/stack';
import { BENCH_OFFSETS, PORT_OFFSET } from '../dev/stack/ports';
import { buildApp, NEXT, startService, stopOnSignals, stopTogether } from '../dev/stack/processes';
import { readMembersFile } from '../dev/stack/seed';
import { sessionCookieFor } from '../dev/stack/sign-in';
import type { SpaceExport } from '../dev/stand-ins/contentful/export-file';
import { runEnv } from '../dev/test-run/env';
import { LOCAL_STACK } from '../lib/env';
import { LOCALES } from '../lib/i18n/client';
import { BENCH_BUILD_ENV } from './build';
import { seededRandom } from './course-lists';
import { cpuSpent, processTreeCpu, subtree, type ProcessCpu } from './cpu-budget';
import {
  FLOOR_MARKER,
  FLOOR_PATH,
  KINDS,
  PRERENDERED_MARKER,
  PRERENDERED_PATH,
  type Kind,
  type Target,
} from './load-kinds';
import { formatTable } from './members-report';
import { percentile } from './percentile';
import { runPhases, type Phase, type PhaseResult } from './phased-load';
import {
  againstBudget,
  benchQueries,
  cpuRatios,
  firstSearchRatios,
  INDEX_BUILD_BUDGET_MS,
  indexBuildsIn,
  SEARCH_CLASS_RATIO,
  SEARCH_CPU_BUDGET_RATIO,
  type AfterRefresh,
  type Round,
} from './search-report';

/**
 * `npm run bench:search`: the class search at a catalog of --classes generated classes
 * (seeded lessons of realistic rich text in the Contentful stand-in, beside the demo
 * content). Prints two figures against their budgets (docs/benchmarks.md), measured in one
 * run on one production build:
 * - the index build, as the app logs it: every language's at start, then --rebuilds times
 *   more, each by the publish webhook expiring the content cache (reading the bodies is shown
 *   apart);
 * - the app's CPU per search request beside the trivial dynamic page's (the budget) and a
 *   members' class page's (printed), the same signed-in members loading each alone in
 *   alternating phases (--rounds of each), as ratios.
 * Nothing here asserts a timing.
 */
const { values } = parseArgs({
  options: {
    classes: { type: 'string', default: '2000' },
    members: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    rebuilds: { type: 'string', default: '3' },
    seed: { type: 'string', default: '7' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const CLASSES = Number(values.classes);
const MEMBERS = Number(values.members);
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const REBUILDS = Number(values.rebuilds);
/** Each round loads the trivial page, a class page of the demo member's, then searches. */
const PHASES_PER_ROUND = 3;
const CLASS_PAGE = {
  path: '/home?course=course-candlesticks&class=class-candlesticks-2',
  marker: 'Anatomy of a Candle',
};
/** Loads whose median is a refresh's settled class page and search. */
const SETTLED_LOADS = 5;
/** The class whose title each publish changes: not the class page's, whose title is its marker. */
const PUBLISHED_CLASS = 'class-candlesticks-1';
const random = seededRandom(Number(values.seed));

const bench = runEnv(BENCH_OFFSETS.search + PORT_OFFSET);
Object.assign(process.env, bench.env, BENCH_BUILD_ENV);
const out = `${bench.outputDir}/search`;
mkdirSync(out, { recursive: true });

// The demo space plus the generated classes; the stand-in serves the export as it is.
const space = searchBenchExport(JSON.parse(readFileSync(DEMO_CONTENT, 'utf8')) as SpaceExport, {
  classes: CLASSES,
  seed: Number(values.seed),
});
writeFileSync(`${out}/export.json`, JSON.stringify(space));
const benchCourses = (space.entries ?? [])
  .filter((e) => e.sys.id.startsWith(BENCH_COURSE_PREFIX))
  .map((e) => e.sys.id);

// Each member holds the demo member's courses and about half the generated ones, so every
// search also leaves out what the member may not open (other courses, locked classes).
const template = readMembersFile(DEMO_MEMBERS).find((m) => m.email === 'member@example.com')!;
const queries = benchQueries(VOCABULARY, MEMBERS, random);
const members = Array.from({ length: MEMBERS }, (_, i) => ({
  email: `search-${i + 1}@example.com`,
  password: `Search-Password-${i + 1}`,
  courses: [...template.courses!, ...benchCourses.filter(() => random() < 0.5)],
  query: queries[i]!,
}));
writeFileSync(`${out}/members.json`, JSON.stringify({ members }));

const started = stopOnSignals(stopTogether());
started.add(
  await startStack({
    content: `${out}/export.json`,
    members: `${out}/members.json`,
    workDir: `${out}/stack`,
  }),
);
const origin = bench.env.SITE_URL;
const control = `${bench.env.CONTENTFUL_HOST}/__control`;
try {
  if (!values['skip-build']) await buildApp();
  // No content cached by an earlier run on other content (bench:members serves the demo's
  // 32 classes from this build folder): every read here must be of this run's catalog.
  rmSync(`${BENCH_BUILD_ENV.NEXT_DIST_DIR}/cache/fetch-cache`, { recursive: true, force: true });
  let output = '';
  const app = started.add(
    await startService(NEXT, ['start', '-H', '127.0.0.1', '-p', String(bench.ports.app)], {
      ready: `${origin}/`,
      quiet: true,
    }),
  );
  app.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const cookies = await Promise.all(
    members.map((m) => sessionCookieFor(m, bench.env.FIREBASE_AUTH_EMULATOR_HOST, origin)),
  );
  const searchPath = (query: string) => `/home/search?${new URLSearchParams({ q: query })}`;

  // The index builds: the server builds every language's at start and again after each
  // publish (lib/search, docs/search-index.md), before anyone searches.
  const builds = async (count: number) => {
    for (let wait = 0; indexBuildsIn(output).length < count; wait++) {
      if (wait > 600) throw new Error(`no index build logged after 60 s:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** One page's answer time, ms, alone on the app; an answer without its marker throws. */
  const timed = async (path: string, i: number, marker: string) => {
    const start = performance.now();
    const answer = await fetch(`${origin}${path}`, { headers: { cookie: cookies[i]! } });
    const body = await answer.text();
    const ms = performance.now() - start;
    if (!answer.ok || !body.includes(marker)) throw new Error(`${path}: not the page asked for`);
    return ms;
  };
  /** The median answer time of `SETTLED_LOADS` loads of `path`, one after another. */
  const settled = async (path: string, i: number, marker: string) => {
    const times: number[] = [];
    for (let n = 0; n < SETTLED_LOADS; n++) times.push(await timed(path, i, marker));
    return percentile(times, 50);
  };
  // After each refresh, one request at a time: the first search, the class page's first load
  // after the refresh, then the class page and the search again, each settled (a median).
  const afterRefresh = async (i: number): Promise<AfterRefresh> => {
    const firstSearchMs = await timed(searchPath(members[i]!.query), i, '<mark');
    const firstClassMs = await timed(CLASS_PAGE.path, i, CLASS_PAGE.marker);
    const classMs = await settled(CLASS_PAGE.path, i, CLASS_PAGE.marker);
    const againMs = await settled(searchPath(members[i]!.query), i, '<mark');
    return { firstSearchMs, firstClassMs, classMs, againMs };
  };
  await builds(LOCALES.length);
  // Every session checked once first, so no figure below includes a member's first request.
  for (let i = 0; i < MEMBERS; i++) await timed(FLOOR_PATH, i, FLOOR_MARKER);
  const refreshes = [await afterRefresh(0)];
  for (let r = 1; r <= REBUILDS; r++) {
    // A publish changes content: the index is kept for a catalog whose content is unchanged.
    const published = await fetch(`${control}/entries/${PUBLISHED_CLASS}/fields/title`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: `Published class, revision ${r}` }),
    });
    if (!published.ok) throw new Error(`the stand-in's publish answered ${published.status}`);
    const revalidated = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_STACK.revalidateSecret}` },
    });
    if (!revalidated.ok) throw new Error(`revalidate answered ${revalidated.status}`);
    await builds((r + 1) * LOCALES.length);
    refreshes.push(await afterRefresh(r % MEMBERS));
  }

  // CPU side by side: floor and search phases alternate over the same connections.
  const connections = members.map((m, i) => {
    const floor: Target = {
      path: FLOOR_PATH,
      headers: { cookie: cookies[i]! },
      contentType: 'text/html',
      marker: FLOOR_MARKER,
    };
    // A members' page beside the search: what any page under /home costs (session, record,
    // header) before the search adds its own.
    const classPage: Target = { ...floor, path: CLASS_PAGE.path, marker: CLASS_PAGE.marker };
    // Only hits carry a <mark>: a query answered "No classes match" is an error here.
    const searchTarget: Target = { ...floor, path: searchPath(m.query), marker: '<mark' };
    const targets = Object.fromEntries(KINDS.map((k) => [k, floor])) as Record<Kind, Target>;
    // The drains between phases load a prerendered page, which calls nothing.
    const prerendered = { ...floor, path: PRERENDERED_PATH, marker: PRERENDERED_MARKER };
    // The search rides in the RSC navigation's slot, which this bench does not load.
    return { ...targets, 'class-html': classPage, 'class-rsc': searchTarget, prerendered };
  });
  const phases: Phase[] = Array.from({ length: ROUNDS }, (_, r) => [
    { name: `floor ${r + 1}`, kinds: ['floor'] as Kind[] },
    { name: `class page ${r + 1}`, kinds: ['class-html'] as Kind[] },
    { name: `search ${r + 1}`, kinds: ['class-rsc'] as Kind[] },
  ]).flat();
  const snapshot = () => processTreeCpu();
  const load = (list: Phase[], seconds: number) =>
    runPhases({ origin, connections, phases: list, seconds, snapshot });
  await load(phases.slice(0, PHASES_PER_ROUND), 3); // warm up: JIT, caches, every session verified once
  const { phases: results, drains } = await load(phases, SECONDS);
  const appPid = app.child.pid!;
  const cpuPerLoad = (result: PhaseResult<ProcessCpu[]>) => {
    const w = result.window;
    if (!w || w.loads === 0) return NaN;
    const spent = subtree(cpuSpent(w.start, w.end), appPid);
    return spent.reduce((sum, p) => sum + p.cpuMs, 0) / w.loads;
  };
  const errors =
    drains.errors +
    results.reduce((n, r) => n + [...r.byKind.values()].reduce((m, s) => m + s.errors, 0), 0);
  const problems = new Map<string, number>();
  for (const r of results)
    for (const s of r.byKind.values())
      for (const [p, n] of s.problems) problems.set(p, (problems.get(p) ?? 0) + n);
  const rounds: Round[] = Array.from({ length: ROUNDS }, (_, r) => ({
    floorMs: cpuPerLoad(results[PHASES_PER_ROUND * r]!),
    classMs: cpuPerLoad(results[PHASES_PER_ROUND * r + 1]!),
    searchMs: cpuPerLoad(results[PHASES_PER_ROUND * r + 2]!),
  }));
  const loads = results.map((r) => r.window?.loads ?? 0);
  print(indexBuildsIn(output), refreshes, rounds, loads, errors, problems);
  await app.stop();
} finally {
  await started.stopAll();
}

function print(
  builds: ReturnType<typeof indexBuildsIn>,
  refreshes: AfterRefresh[],
  rounds: Round[],
  loads: number[],
  errors: number,
  problems: Map<string, number>,
) {
  const ms = (n: number) => n.toFixed(0);
  console.log(
    `\nbench:search — ${CLASSES} generated classes (+ the demo's), ${MEMBERS} members, phases of ${SECONDS} s`,
  );
  console.log(
    formatTable([
      ['index build', 'classes', 'build ms', 'reading the bodies ms'],
      ...builds.map((b, i) => [
        i < LOCALES.length ? 'at start' : `after publish ${Math.floor(i / LOCALES.length)}`,
        String(b.classes),
        ms(b.ms),
        ms(b.readMs),
      ]),
    ]),
  );
  console.log(
    formatTable([
      [
        'round',
        'search CPU ms/load',
        'floor CPU ms/load',
        'ratio',
        'class page CPU ms/load',
        'search / class page',
        'loads (floor, class, search)',
      ],
      ...rounds.map((r, i) => [
        String(i + 1),
        r.searchMs.toFixed(2),
        r.floorMs.toFixed(2),
        (r.searchMs / r.floorMs).toFixed(2),
        r.classMs.toFixed(2),
        (r.searchMs / r.classMs).toFixed(2),
        loads.slice(PHASES_PER_ROUND * i, PHASES_PER_ROUND * (i + 1)).join(', '),
      ]),
    ]),
  );
  console.log(
    formatTable([
      [
        'answer ms, one request at a time',
        'first search',
        'first class page',
        `class page (median of ${SETTLED_LOADS})`,
        `search again (median of ${SETTLED_LOADS})`,
        'first search / class page',
      ],
      ...refreshes.map((a, i) => [
        i === 0 ? 'at start' : `after publish ${i}`,
        ms(a.firstSearchMs),
        ms(a.firstClassMs),
        ms(a.classMs),
        ms(a.againMs),
        (a.firstSearchMs / a.classMs).toFixed(2),
      ]),
    ]),
  );
  for (const [problem, n] of problems) console.log(`  errors: ${n} × ${problem}`);
  const worstBuild = Math.max(...builds.map((b) => b.ms));
  const build = againstBudget(worstBuild, INDEX_BUILD_BUDGET_MS);
  const { worst, worstToClass } = cpuRatios(rounds);
  const cpu = againstBudget(worst, SEARCH_CPU_BUDGET_RATIO);
  const toClass = againstBudget(worstToClass, SEARCH_CLASS_RATIO);
  // After a publish: the start's row is also the instance's first search page ever (its code
  // loaded and compiled then), printed above and not held.
  const first = firstSearchRatios(refreshes.slice(1)).worst;
  const firstToClass = againstBudget(first, SEARCH_CLASS_RATIO);
  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
  const row = (
    figure: string,
    measured: string,
    limit: number,
    held: { ratio: number; within: boolean },
  ) => [figure, measured, `≤ ${limit}`, held.ratio.toFixed(2), mark(held.within)];
  console.log(`\nbench:search — budgets`);
  console.log(
    formatTable([
      ['figure', 'measured', 'budget', 'ratio to budget', ''],
      row('index build, slowest (ms)', ms(worstBuild), INDEX_BUILD_BUDGET_MS, build),
      row(
        'search CPU / trivial dynamic page, worst round',
        worst.toFixed(2),
        SEARCH_CPU_BUDGET_RATIO,
        cpu,
      ),
      row(
        'search CPU / class page CPU, worst round',
        worstToClass.toFixed(2),
        SEARCH_CLASS_RATIO,
        toClass,
      ),
      row(
        'first search after a publish / class page, worst',
        first.toFixed(2),
        SEARCH_CLASS_RATIO,
        firstToClass,
      ),
      ['errors', String(errors), '0', '', mark(errors === 0)],
    ]),
  );
}
