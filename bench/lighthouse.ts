import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../dev/stack';
import { BENCH_OFFSETS, PORT_OFFSET } from '../dev/stack/ports';
import { buildApp, serveApp, stopOnSignals, stopTogether } from '../dev/stack/processes';
import { sessionCookieFor } from '../dev/stack/sign-in';
import { CHROMIUM_FLAGS, findChromium } from '../dev/test-run/chromium';
import { runEnv } from '../dev/test-run/env';
import { demoMemberClass } from './demo-member';
import {
  classPageVerdicts,
  formatBytesByType,
  formatRow,
  HEADER,
  medianRun,
  misses,
  scoresOf,
  TARGETS,
  wrongPage,
  type Scores,
} from './lighthouse-report';
import { classHtmlTarget, problemWith } from './load-kinds';

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) with the tests'
 * Chromium (dev/test-run/chromium.ts) on the landing page in each language (/, /ms, /zh),
 * /marketing and /contact-us of a production build, and on a bare Next.js page built beside
 * it, in one run. Prints each page's median run, the landing/bare LCP ratio, each landing
 * page's (and the bare page's) LCP against itself with its scripts blocked, and every run's
 * LCP. Nothing is downloaded. Ports follow TEST_PORT_OFFSET like the
 * test runner.
 *
 * In the same run, the demo member's class page, signed in: the app is served on the local
 * stack with the demo data, the member signs in through /api/session, and Lighthouse sends
 * that session cookie with every request. Printed with its targets: weight, performance, and
 * LCP against the English landing page's.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
// Lighthouse needs a full Chromium (its headless shell is for the tests): said before the
// build, not as a launch's stack trace after it.
const CHROME = findChromium({ headlessShell: false });
if (!CHROME) {
  console.error(
    'bench:lighthouse needs a Chromium: apt-get install chromium (or set CHROMIUM_PATH to one)',
  );
  process.exit(1);
}
const suffix = PORT_OFFSET ? `-${PORT_OFFSET}` : '';
const bench = runEnv(BENCH_OFFSETS.lighthouse + PORT_OFFSET);
const { app: appPort, secondApp: barePort } = bench.ports;
const appOrigin = bench.appUrl;
const bareOrigin = `http://127.0.0.1:${barePort}`;

/** The signed-in page: a class of the demo member's (content/members.json). */
const CLASS_PAGE = demoMemberClass('course-candlesticks', 'class-candlesticks-2');
const CLASS_LABEL = 'class page';

// Build folders named like the test runner's, so git, ESLint and Prettier already ignore them.
const distDir = `.next-test-bench${suffix}`;
// The stack's addresses: the stack reads them from process.env, and the app, built and
// served from this process, inherits them (its security headers name the stand-ins).
const appEnv = { ...bench.env, NEXT_DIST_DIR: distDir };
Object.assign(process.env, appEnv);
// Turbopack roots the bare app at the repository (the lockfile), where it also finds the
// app's instrumentation.ts, which validates the environment: the local defaults satisfy it.
const bareEnv = { LOCAL_STACK: 'true', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
// next build adds its type folders to these; the bench leaves them as it found them.
const TSCONFIGS = ['tsconfig.json', 'bench/bare/tsconfig.json'];
const savedTsconfigs = TSCONFIGS.map((path) => [path, readFileSync(path, 'utf8')] as const);

/** `scriptless`: the same page with every script request blocked, the LCP it could have. */
/** The landing page in each language: held to the weight and scriptless-LCP targets. */
const LANDINGS = ['/', '/ms', '/zh'];
/**
 * Also measured without scripts: the landing pages, and the bare page, whose ratio is what
 * Next.js's own scripts cost any page's LCP (printed beside the landing pages', no target).
 */
const SCRIPTLESS = ['bare', ...LANDINGS];

/** `cookie`: sent with every request, and the run must end on `url` (not /login). */
async function audit(
  port: number,
  url: string,
  { scriptless = false, cookie }: { scriptless?: boolean; cookie?: string } = {},
): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(scriptless ? { blockedUrlPatterns: ['*.js'] } : {}),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (cookie) {
    const problem = wrongPage(result.lhr, url);
    if (problem) throw new Error(problem);
  }
  return scoresOf(result.lhr as unknown as Parameters<typeof scoresOf>[0]);
}

/** The demo member's session, after checking that it opens the class page itself. */
async function signIn(): Promise<string> {
  const { email, password } = CLASS_PAGE;
  const cookie = await sessionCookieFor(
    { email, password },
    bench.env.FIREBASE_AUTH_EMULATOR_HOST,
    appOrigin,
  );
  const target = classHtmlTarget({ ...CLASS_PAGE, cookie });
  const response = await fetch(`${appOrigin}${target.path}`, {
    headers: target.headers,
    redirect: 'manual',
  });
  const problem = problemWith(
    target,
    response.status,
    response.headers.get('content-type') ?? undefined,
    await response.text(),
  );
  if (problem) throw new Error(`${target.path} signed in: ${problem}`);
  return cookie;
}

const started = stopOnSignals(stopTogether());
// Stopped last: puts back the tsconfig files and removes the bare page's build.
started.add({
  stop: async () => {
    for (const [path, text] of savedTsconfigs) writeFileSync(path, text);
    rmSync(`bench/bare/${distDir}`, { recursive: true, force: true });
  },
});

try {
  started.add(await startStack({ workDir: `${bench.outputDir}/lighthouse/stack` }));
  // --skip-build reuses the app's last bench build; the bare page is small and always rebuilt.
  if (!values['skip-build']) await buildApp(appEnv);
  await buildApp(bareEnv, 'bench/bare');
  started.add(await serveApp(appPort, appEnv));
  started.add(await serveApp(barePort, bareEnv, 'bench/bare'));
  const pages = [
    { label: 'bare', url: `${bareOrigin}/` },
    { label: '/', url: `${appOrigin}/` },
    { label: '/ms', url: `${appOrigin}/ms` },
    { label: '/zh', url: `${appOrigin}/zh` },
    { label: '/marketing', url: `${appOrigin}/marketing` },
    { label: '/contact-us', url: `${appOrigin}/contact-us` },
  ];
  // One Chrome (a fresh profile) each for the public pages and the signed-in page: Lighthouse
  // keeps cookies between audits, and the `lang` cookie the public pages' script writes would
  // be sent in place of the session cookie given as an extra header.
  const launch = async () => {
    const browser = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    });
    started.add({ stop: async () => browser.kill() });
    return browser;
  };
  const chrome = await launch();
  const results = new Map<string, Scores>();
  const scriptless = new Map<string, Scores>();
  // Every run's LCP, by page (and page without scripts): the spread behind each median.
  const lcpRuns = new Map<string, number[]>();
  const median = async (
    label: string,
    url: string,
    options: Parameters<typeof audit>[2] = {},
    port = chrome.port,
  ) => {
    const samples: Scores[] = [];
    for (let i = 0; i < runs; i++) samples.push(await audit(port, url, options));
    lcpRuns.set(
      label,
      samples.map((sample) => sample.lcpMs),
    );
    return medianRun(samples);
  };
  for (const page of pages) {
    // Not counted: the first request fills next start's caches (optimised images, route code).
    await audit(chrome.port, page.url);
    results.set(page.label, await median(page.label, page.url));
    if (SCRIPTLESS.includes(page.label)) {
      const label = `${page.label} without scripts`;
      scriptless.set(page.label, await median(label, page.url, { scriptless: true }));
    }
  }
  // Last, so the marketing pages are measured as before. Its warm-up also fills the data
  // cache with the class's content.
  // A class page that cannot be audited signed in fails the run, after the marketing pages'
  // figures are printed.
  let classFailure: unknown;
  try {
    const cookie = await signIn();
    const classUrl = `${appOrigin}${CLASS_PAGE.classPath}`;
    const signedIn = await launch();
    await audit(signedIn.port, classUrl, { cookie });
    results.set(CLASS_LABEL, await median(CLASS_LABEL, classUrl, { cookie }, signedIn.port));
  } catch (error) {
    classFailure = error;
  }

  const bare = results.get('bare')!;
  const landing = results.get('/')!;
  const ratio = landing.lcpMs / bare.lcpMs;
  console.log(`\nLighthouse ${runs} run(s) a page, median by LCP (mobile, simulated throttling)\n`);
  console.log(HEADER);
  for (const [label, scores] of results) console.log(formatRow(label, scores));
  console.log(`\nLCP ratio landing / bare: ${ratio.toFixed(2)} (target ≤ ${TARGETS.lcpRatio})`);
  const scriptlessRatio = (label: string) =>
    results.get(label)!.lcpMs / scriptless.get(label)!.lcpMs;
  for (const label of SCRIPTLESS) {
    const target = LANDINGS.includes(label)
      ? `target ≤ ${TARGETS.scriptlessLcpRatio}`
      : "Next.js's own scripts, no target";
    console.log(
      `LCP ${label} / ${label} without scripts: ${scriptlessRatio(label).toFixed(2)} (${target})`,
    );
  }
  console.log(`\nLCP of each run, ms (the medians above are the middle ones):`);
  for (const [label, lcps] of lcpRuns) {
    console.log(`  ${label.padEnd(28)} ${lcps.map((ms) => Math.round(ms)).join('  ')}`);
  }
  const missed = [...results]
    .filter(([label]) => label !== 'bare' && label !== CLASS_LABEL)
    .flatMap(([label, scores]) =>
      misses(scores, {
        lcpRatio: label === '/' ? ratio : undefined,
        scriptlessLcpRatio: LANDINGS.includes(label) ? scriptlessRatio(label) : undefined,
        landing: LANDINGS.includes(label),
      }).map((m) => `${label}: ${m}`),
    );
  console.log(missed.length ? `Missed targets: ${missed.join('; ')}` : 'Every target met.');
  console.log(`\nKB transferred by kind (the median run):`);
  for (const [label, scores] of results) {
    console.log(`  ${label.padEnd(14)} ${formatBytesByType(scores.bytesByType)}`);
  }
  console.log(`\nClass page, signed in as ${CLASS_PAGE.email}: ${CLASS_PAGE.classPath}`);
  if (classFailure) throw classFailure;
  for (const line of classPageVerdicts(results.get(CLASS_LABEL)!, landing.lcpMs)) console.log(line);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await started.stopAll();
}
