import { readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { routeYouTubeToStandIn } from '../../e2e/support/fixtures/youtube-routes';
import { DEMO_CONTENT, DEMO_MEMBERS, startStack } from '../stack';
import { BENCH_OFFSETS, PORT_OFFSET } from '../stack/ports';
import { buildApp, serveApp, stopOnSignals, stopTogether } from '../stack/processes';
import { readMembersFile } from '../stack/seed';
import { CHROMIUM_FLAGS, chromiumPath } from '../test-run/chromium';
import { runEnv } from '../test-run/env';

/**
 * `npm run screenshots`: README's three pictures (docs/screenshots/), taken from a production
 * build on the local stack with the demo data, in the Chromium and with the flags the e2e
 * tests use. The YouTube player is the e2e stand-in (no network), so the picture shows the
 * academy's own controls. Ports come from dev/stack/ports.ts
 * (its own offset plus TEST_PORT_OFFSET), so it runs next to a demo or a test run.
 */
const WIDTH = 1280;
const HEIGHT = 800;
const COURSE = 'course-market-basics';
const CLASS = 'class-market-basics-1';
const OUT = 'docs/screenshots';
const DIST_DIR = '.next-test-screenshots';

const screenshotsRun = runEnv(BENCH_OFFSETS.screenshots + PORT_OFFSET);
Object.assign(process.env, screenshotsRun.env, { NEXT_DIST_DIR: DIST_DIR });
const origin = screenshotsRun.appUrl;

/** The demo member with course access, as content/members.json lists them. */
const member = readMembersFile(DEMO_MEMBERS).find((m) => m.courses?.length);
if (!member) throw new Error(`${DEMO_MEMBERS} lists no member with courses`);

/** The course's cover from the demo export stands in for the video's YouTube thumbnail. */
function courseCover(courseId: string): Buffer {
  type Item = { sys: { id: string }; fields: Record<string, { 'en-US': unknown }> };
  const space = JSON.parse(readFileSync(DEMO_CONTENT, 'utf8')) as {
    entries: Item[];
    assets: Item[];
  };
  const course = space.entries.find((entry) => entry.sys.id === courseId);
  const link = course?.fields.courseImage?.['en-US'] as { sys: { id: string } } | undefined;
  const asset = space.assets.find((item) => item.sys.id === link?.sys.id);
  const file = asset?.fields.file?.['en-US'] as { url: string } | undefined;
  if (!file) throw new Error(`${courseId} has no cover in ${DEMO_CONTENT}`);
  return readFileSync(`content/${file.url.replace(/^\/\//, '')}`);
}

async function save(name: string, png: Buffer) {
  const path = `${OUT}/${name}.png`;
  const small = await sharp(png).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
  writeFileSync(path, small);
  console.log(`${path}: ${Math.round(small.length / 1024)} KB`);
}

async function takeScreenshots(browser: Browser) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: WIDTH, height: HEIGHT },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await routeYouTubeToStandIn(page, courseCover(COURSE));

  await page.goto('/', { waitUntil: 'networkidle' });
  await save('landing', await page.screenshot());

  await page.goto('/login');
  await page.getByLabel('Email').fill(member!.email);
  await page.getByLabel('Password', { exact: true }).fill(member!.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/home/);

  await page.goto('/home', { waitUntil: 'networkidle' });
  await save('members-area', await page.screenshot());

  await page.goto(`/home?course=${COURSE}&class=${CLASS}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  await save('player', await page.screenshot());
  await context.close();
}

// next build adds its type folder to tsconfig.json; put it back as it was.
const tsconfig = readFileSync('tsconfig.json', 'utf8');
const started = stopOnSignals(stopTogether());
started.add({ stop: async () => writeFileSync('tsconfig.json', tsconfig) });

let exitCode = 0;
try {
  started.add(await startStack({ workDir: `${screenshotsRun.outputDir}/stack` }));
  await buildApp({ LOCAL_STACK: 'true' });
  started.add(await serveApp(screenshotsRun.ports.app, { LOCAL_STACK: 'true' }));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    await takeScreenshots(browser);
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await started.stopAll();
}
process.exit(exitCode);
