import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startStack } from '../stack';
import { buildApp, run, serveApp, stopOnSignals, stopTogether } from '../stack/processes';
import { startRedis } from '../stand-ins/redis';
import {
  TEST_APP_PORT,
  TEST_OUTPUT_DIR,
  TEST_REDIS_PORT,
  TEST_SECOND_APP_PORT,
  testEnv,
} from './env';
import {
  addTallies,
  emptyTally,
  jestTally,
  playwrightTally,
  summaryLine,
  type Tally,
} from './summary';
import { ensureSystemDependencies } from './system-deps';

/**
 * `npm test`: the local stack and a Redis, integration tests (with the production build
 * made beside them, and the unit tests beside the integration files that run alone), that
 * build served by two `next start` instances sharing that Redis (env.ts), and Playwright.
 * What the requested layers need beyond npm (redis-server, a Chromium) is installed first
 * when missing (system-deps.ts). Everything it starts it stops; it ends with one line
 * `Total: N passed, N failed`.
 * Playwright does not start the app itself (no webServer): the integration layer needs the
 * same stack and Redis first, and the build must precede both instances, so one owner here
 * keeps the order and the stopping in one place.
 */
const { values } = parseArgs({
  options: {
    layers: { type: 'string', default: 'unit,integration,e2e' },
    // Reuses the last test build: for iterating on specs only.
    'skip-build': { type: 'boolean', default: false },
    grep: { type: 'string' },
    // With --grep: runs each matched test N times and never retries, to catch a flaky one.
    repeat: { type: 'string' },
    // Jest test files to run instead of the whole unit or integration project.
    tests: { type: 'string', multiple: true },
  },
});
const LAYERS = ['unit', 'integration', 'e2e'];
const layers = new Set(values.layers.split(','));
const unknown = [...layers].filter((layer) => !LAYERS.includes(layer));
if (unknown.length > 0) {
  console.error(`Unknown layer(s): ${unknown.join(', ')}; choose from ${LAYERS.join(', ')}`);
  process.exit(2);
}
const cannotRun = ensureSystemDependencies(layers);
if (cannotRun) {
  console.error(cannotRun);
  process.exit(1);
}
const OUT = TEST_OUTPUT_DIR;
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
Object.assign(process.env, testEnv);

const bin = (name: string) => `node_modules/.bin/${name}`;
const lines: string[] = [];
let total = emptyTally();
const started = stopOnSignals(stopTogether());

function record(label: string, tally: Tally) {
  lines.push(summaryLine(label, tally));
  total = addTallies(total, tally);
}

/**
 * Jest's default is one worker fewer than the cores: one on a 2-core machine, so unit files
 * ran one after another (163 s; 77 s on every core). Integration files mostly wait on the
 * stack, so two run side by side (one at a time left a core half idle); the files that
 * touch what every file shares (`*.alone.int.test.ts`: `migrate` and the counters rebuilt
 * from every record, the outbox and reminder sweeps, site-wide counts, a stand-in's fault)
 * run after them, one at a time, when nothing else writes to the stack.
 */
const JEST_RUNS = {
  unit: { projects: ['unit'], workers: '100%' },
  integration: { projects: ['integration'], workers: '2' },
  'integration alone': { projects: ['integration-alone'], workers: '1' },
  // Named files (--tests) of either integration project, one at a time.
  'integration files': { projects: ['integration', 'integration-alone'], workers: '1' },
} as const;

/** One Jest run, its output to the terminal or to `log`; resolves to its JSON report's path. */
async function runJest(label: keyof typeof JEST_RUNS, log?: string): Promise<string> {
  const { projects, workers } = JEST_RUNS[label];
  const report = `${OUT}/jest-${label.replaceAll(' ', '-')}.json`;
  await run(
    bin('jest'),
    [
      '--selectProjects',
      ...projects,
      `--maxWorkers=${workers}`,
      '--json',
      `--outputFile=${report}`,
      '--passWithNoTests',
      ...(values.tests ? ['--runTestsByPath', ...values.tests] : []),
    ],
    {},
    log,
  );
  return report;
}

async function jestLayer(label: keyof typeof JEST_RUNS) {
  record(label, jestTally(await runJest(label)));
}

const UNIT_LOG = `${OUT}/jest-unit.log`;

/**
 * The integration files, two at a time, then those that run alone. The unit tests need no
 * stack, so they run beside the alone files, which mostly wait on it; their output waits in
 * a file until both are done, so the two runs do not interleave on the terminal.
 */
async function integrationAndUnitLayers(withUnit: boolean) {
  if (values.tests) {
    await jestLayer('integration files');
    if (withUnit) await jestLayer('unit');
    return;
  }
  await jestLayer('integration');
  const unit = withUnit ? runJest('unit', UNIT_LOG) : null;
  try {
    await jestLayer('integration alone');
  } finally {
    // Even after a harness error, the unit run ends before the stack is stopped.
    if (unit) {
      const report = await unit;
      console.log(`\n${readFileSync(UNIT_LOG, 'utf8')}`);
      record('unit', jestTally(report));
    }
  }
}

const BUILD_LOG = `${OUT}/next-build.log`;

/**
 * The end-to-end layer's `next build`, started as soon as the stack runs: beside the
 * integration layer, which mostly waits on the stack (the build alone uses about 1.4
 * cores). Its output waits in a file until the end-to-end layer prints it.
 */
function startBuild(): Promise<Error | null> {
  return buildApp({}, undefined, BUILD_LOG).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}

async function e2eLayer(build: Promise<Error | null> | null) {
  if (build) {
    const failure = await build;
    console.log(`\n${readFileSync(BUILD_LOG, 'utf8')}`);
    if (failure) {
      console.error(failure);
      return record('e2e (next build failed)', { passed: 0, failed: 1, skipped: 0 });
    }
  }
  // Every spec runs against A; B is the same build on the same stack and Redis.
  for (const port of [TEST_APP_PORT, TEST_SECOND_APP_PORT]) started.add(await serveApp(port));
  if (!values.grep) {
    await run(bin('playwright'), ['test']);
    return record('e2e', playwrightTally(`${OUT}/playwright.json`));
  }
  // The faults project depends on the whole chromium project; a filtered run keeps the
  // order (faults last, alone) without running every chromium spec first.
  for (const project of ['chromium', 'faults']) {
    await run(bin('playwright'), [
      'test',
      `--project=${project}`,
      '--no-deps',
      '--pass-with-no-tests',
      `--grep=${values.grep}`,
      ...(values.repeat ? [`--repeat-each=${values.repeat}`, '--retries=0'] : []),
    ]);
    record(`e2e ${project}`, playwrightTally(`${OUT}/playwright.json`));
  }
}

let build: Promise<Error | null> | null = null;
try {
  if (layers.has('integration') || layers.has('e2e')) {
    started.add(await startRedis(TEST_REDIS_PORT));
    started.add(await startStack({ workDir: `${OUT}/stack` }));
    build = layers.has('e2e') && !values['skip-build'] ? startBuild() : null;
    if (layers.has('integration')) await integrationAndUnitLayers(layers.has('unit'));
    else if (layers.has('unit')) await jestLayer('unit');
    if (layers.has('e2e')) await e2eLayer(build);
  } else if (layers.has('unit')) await jestLayer('unit');
} catch (error) {
  console.error(error);
  record('harness error', { passed: 0, failed: 1, skipped: 0 });
} finally {
  // Nothing is left running: a build the harness error cut short of its layer ends first.
  await build;
  await started.stopAll();
}

console.log(`\n${lines.join('\n')}`);
console.log(summaryLine('Total', total));
process.exit(total.failed > 0 ? 1 : 0);
