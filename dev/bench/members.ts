import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { run, startService } from '../processes';
import { DEMO_MEMBERS, startStack } from '../stack';
import { readMembersFile } from '../seed';
import { runEnv } from '../test-env';
import { cpuSpent, latencyFloor, processTreeCpu, type ProcessCpu } from './cpu-budget';
import { percentile } from './percentile';
import { sessionCookieFor } from './sign-in';
import { progressWritesPerMinute } from './watch-cost';

/**
 * `npm run bench:members`: N signed-in members load a class page concurrently against a
 * production build on the local stack. Prints throughput, latency percentiles, errors and
 * how many Contentful requests the page loads cost, then what a minute of watching costs
 * in progress writes. Targets (2 cores): 0 errors, p95 ≤ 100 ms at 50 members, ≤ 5
 * Contentful requests per 1000 page loads, ≤ 6 Firestore writes per member-minute.
 */
const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    'skip-build': { type: 'boolean', default: false },
    'watch-seconds': { type: 'string', default: '60' },
  },
});
const MEMBERS = Number(values.members);
const SECONDS = Number(values.seconds);
const PAGE = '/home?course=course-market-basics&class=class-market-basics-1';

const bench = runEnv(700);
Object.assign(process.env, bench.env, { NEXT_DIST_DIR: '.next-bench' });
const out = `${bench.outputDir}/bench`;
mkdirSync(out, { recursive: true });

const template = readMembersFile(DEMO_MEMBERS).find((m) => m.email === 'member@example.com')!;
const members = Array.from({ length: MEMBERS }, (_, i) => ({
  email: `bench-${i + 1}@example.com`,
  password: `Bench-Password-${i + 1}`,
  courses: template.courses,
}));
writeFileSync(`${out}/members.json`, JSON.stringify({ members }));

const stack = await startStack({ members: `${out}/members.json`, workDir: `${out}/stack` });
const origin = bench.env.SITE_URL;
const next = 'node_modules/.bin/next';
let stopApp = async () => {};
try {
  if (!values['skip-build'] && (await run(next, ['build'])) !== 0)
    throw new Error('next build failed');
  stopApp = (
    await startService(
      next,
      ['start', '-H', '127.0.0.1', '-p', String(bench.appPort)],
      `${origin}/`,
    )
  ).stop;

  const cookies = await Promise.all(
    members.map((m) => sessionCookieFor(m, bench.env.FIREBASE_AUTH_EMULATOR_HOST, origin)),
  );
  const control = `${bench.env.CONTENTFUL_HOST}/__control`;
  // One warm-up load fills the content cache, as production traffic would.
  await fetch(`${origin}${PAGE}`, { headers: { cookie: cookies[0]! } });
  await fetch(`${control}/stats/reset`, { method: 'POST' });

  let nextCookie = 0;
  const latencies: number[] = [];
  const options: autocannon.Options = {
    url: `${origin}${PAGE}`,
    connections: MEMBERS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: cookies[nextCookie++ % cookies.length]! },
        }),
      },
    ],
  };
  const cpuBefore = processTreeCpu();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  const cpu = cpuSpent(cpuBefore, processTreeCpu());
  const { requests: contentfulRequests } = (await (await fetch(`${control}/stats`)).json()) as {
    requests: number;
  };
  const pageLoads = result.requests.total;
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`\nbench:members — ${MEMBERS} concurrent members, ${SECONDS} s, ${PAGE}`);
  console.log(`  requests/s            ${result.requests.average.toFixed(1)}`);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p).toFixed(1));
  console.log(`  latency p50/p95/p99   ${p50} / ${p95} / ${p99} ms`);
  console.log(`  page loads            ${pageLoads}`);
  console.log(
    `  errors                ${errors} (non-2xx ${result.non2xx}, timeouts ${result.timeouts})`,
  );
  console.log(
    `  Contentful requests   ${contentfulRequests} (${((contentfulRequests / Math.max(pageLoads, 1)) * 1000).toFixed(2)} per 1000 page loads)`,
  );
  printCpuBudget(cpu, pageLoads);
  const watch = await progressWritesPerMinute({
    origin,
    cookie: cookies[0]!,
    classPath: PAGE,
    seconds: Number(values['watch-seconds']),
  });
  console.log(
    `  progress writes       ${watch.writes} in ${watch.minutes.toFixed(1)} min of watching (${watch.perMinute.toFixed(1)} per member-minute)`,
  );
} finally {
  await stopApp();
  await stack.stop();
}

function roleOf(p: ProcessCpu): string {
  if (p.pid === process.pid) return 'bench process (Firestore + Contentful stand-ins, load)';
  if (p.command.includes('firebase')) return 'Auth emulator';
  if (p.command.includes('next')) return 'app (next start)';
  return 'other';
}

/**
 * Where each page load's CPU went, and the latency floor that cost sets on this machine:
 * the app is one of several processes sharing its cores.
 */
function printCpuBudget(cpu: ProcessCpu[], pageLoads: number) {
  if (cpu.length === 0 || pageLoads === 0) return;
  const byRole = new Map<string, number>();
  for (const p of cpu) byRole.set(roleOf(p), (byRole.get(roleOf(p)) ?? 0) + p.cpuMs / pageLoads);
  const cores = availableParallelism();
  console.log(`  CPU per page load     (${cores} cores)`);
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
