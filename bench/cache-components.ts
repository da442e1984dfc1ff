import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_OFFSETS, PORT_OFFSET } from '../dev/stack/ports';
import { buildApp, serveApp, stopOnSignals, stopTogether } from '../dev/stack/processes';
import { runEnv } from '../dev/test-run/env';
import { BLOCKS, cookieMarker } from './cache-components/markup';
import {
  problemWithAnswer,
  ratioRows,
  type AppName,
  type RoundFigures,
  type Subject,
} from './cache-components-report';
import { cpuSpent, processTreeCpu, subtree } from './cpu-budget';
import { formatTable } from './members-report';

/**
 * `npm run bench:cache-components`: what Next.js's Cache Components (Partial Prerendering)
 * would do to a members' page's CPU, measured side by side on small pages built three ways
 * (docs/benchmarks.md): without `cacheComponents`, with it, and with it and Partial Prefetching.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
const WARM_UP_SECONDS = 2;

const bench = runEnv(BENCH_OFFSETS.cacheComponents + PORT_OFFSET);
const suffix = PORT_OFFSET ? `-${PORT_OFFSET}` : '';
// Named like the test runner's build folders, so git, ESLint and Prettier already ignore them.
const distDir = `.next-test-bench${suffix}`;
// Turbopack roots the apps at the repository, where it finds the app's instrumentation.ts,
// which validates the environment: the local defaults satisfy it.
const baseEnv = { LOCAL_STACK: 'true', NEXT_TELEMETRY_DISABLED: '1' };
const WITH_DIR = 'bench/cache-components/with';
/** Each build: its folder, where it is built to, the environment it is built and served with. */
const APPS: Record<AppName, { dir: string; port: number; env: Record<string, string> }> = {
  without: {
    dir: 'bench/cache-components/without',
    port: bench.ports.app,
    env: { ...baseEnv, NEXT_DIST_DIR: distDir },
  },
  with: {
    dir: WITH_DIR,
    port: bench.ports.secondApp,
    env: { ...baseEnv, NEXT_DIST_DIR: distDir, BENCH_PARTIAL_PREFETCHING: 'false' },
  },
  'with, partial prefetching': {
    dir: WITH_DIR,
    port: bench.ports.thirdApp,
    env: { ...baseEnv, NEXT_DIST_DIR: `${distDir}-pp`, BENCH_PARTIAL_PREFETCHING: 'true' },
  },
};
const COOKIE = '__session=bench';
const MARKER = cookieMarker(true);
const LAST_BLOCK = `Block ${BLOCKS - 1} (`;

const PAGES = {
  floor: { path: '/floor', label: 'trivial page (reads the cookie)' },
  dynamic: { path: '/dynamic', label: 'class-sized page, per request', holds: LAST_BLOCK },
  shell: { path: '/shell', label: 'static shell, one element per request', holds: LAST_BLOCK },
  cached: { path: '/cached', label: "per request, its content 'use cache'", holds: LAST_BLOCK },
};
// With Cache Components, those two are blocking routes (`instant = false`): all per request.
const WITH_PAGES = [
  { ...PAGES.floor, label: 'trivial page, blocking route' },
  { ...PAGES.dynamic, label: 'class-sized page, blocking route' },
  PAGES.shell,
  PAGES.cached,
];
const SUBJECTS: Subject[] = [
  { app: 'without', ...PAGES.floor },
  { app: 'without', ...PAGES.dynamic },
  ...(['with', 'with, partial prefetching'] as const).flatMap((app) =>
    WITH_PAGES.map((page) => ({ app, ...page })),
  ),
];
const BASELINE = 0;

// next build adds its type folders to these; the bench leaves them as it found them.
const TSCONFIGS = [...new Set(Object.values(APPS).map((a) => `${a.dir}/tsconfig.json`))];
const savedTsconfigs = TSCONFIGS.map((path) => [path, readFileSync(path, 'utf8')] as const);

const started = stopOnSignals(stopTogether());
// Stopped last: puts back the tsconfig files and removes the builds (small, always rebuilt).
started.add({
  stop: async () => {
    for (const [path, text] of savedTsconfigs) writeFileSync(path, text);
    for (const app of Object.values(APPS)) {
      rmSync(`${app.dir}/${app.env.NEXT_DIST_DIR}`, { recursive: true, force: true });
    }
  },
});

function load(url: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { cookie: COOKIE } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

try {
  const servers = new Map<AppName, Awaited<ReturnType<typeof serveApp>>>();
  for (const [name, app] of Object.entries(APPS) as [AppName, (typeof APPS)[AppName]][]) {
    await buildApp(app.env, app.dir);
    servers.set(name, started.add(await serveApp(app.port, app.env, app.dir)));
  }
  const urlOf = (s: Subject) => `${servers.get(s.app)!.origin}${s.path}`;
  const htmlBytes: number[] = [];
  for (const subject of SUBJECTS) {
    const response = await fetch(urlOf(subject), { headers: { cookie: COOKIE } });
    const body = await response.text();
    const problem = problemWithAnswer(subject, response.status, body, MARKER);
    if (problem) throw new Error(problem);
    htmlBytes.push(Buffer.byteLength(body));
  }
  const rounds: RoundFigures[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round: RoundFigures[] = [];
    for (const subject of SUBJECTS) {
      await load(urlOf(subject), WARM_UP_SECONDS);
      const pid = servers.get(subject.app)!.child.pid!;
      const before = processTreeCpu();
      const result = await load(urlOf(subject), SECONDS);
      const cpuMs = subtree(cpuSpent(before, processTreeCpu()), pid).reduce(
        (sum, p) => sum + p.cpuMs,
        0,
      );
      round.push({
        loads: result.requests.total,
        seconds: result.duration,
        errors: result.non2xx + result.errors + result.timeouts,
        cpuMs,
      });
    }
    rounds.push(round);
  }
  console.log(
    `\nbench:cache-components — ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s a page, Next.js without and with cacheComponents`,
  );
  console.log(formatTable(ratioRows(SUBJECTS, htmlBytes, rounds, BASELINE)));
  const errors = rounds.flat().reduce((sum, f) => sum + f.errors, 0);
  console.log(`  errors: ${errors}`);
  if (errors > 0) process.exitCode = 1;
} finally {
  await started.stopAll();
}
