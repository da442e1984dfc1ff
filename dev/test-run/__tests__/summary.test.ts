import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { playwrightTally } from '../summary';

const run = promisify(execFile);
const PLAYWRIGHT = resolve('node_modules/.bin/playwright');

/**
 * The end-to-end layer retries a failed test once, to record its trace: a test that passes only
 * on that retry must still fail the run. Checked on Playwright's own report of a real run (no
 * browser: the specs below use none).
 */
describe('playwrightTally on a real Playwright run with one retry', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tally-'));
    writeFileSync(
      join(dir, 'playwright.config.mjs'),
      `export default { testDir: '.', retries: 1, workers: 1,
        reporter: [['json', { outputFile: ${JSON.stringify(join(dir, 'report.json'))} }]] };`,
    );
    writeFileSync(
      join(dir, 'tally.spec.mjs'),
      `import { test, expect } from ${JSON.stringify(resolve('node_modules/@playwright/test/index.mjs'))};
      test('passes', () => {});
      test('passes only on its retry', ({}, testInfo) => expect(testInfo.retry).toBe(1));
      test('always fails', () => expect(1).toBe(2));
      test.skip('skipped', () => {});`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the flaky test and the failed one as failed', async () => {
    // Without Jest's worker id, which makes @playwright/test refuse to load.
    const env = { ...process.env };
    delete env.JEST_WORKER_ID;
    await run(PLAYWRIGHT, ['test', '--config', join(dir, 'playwright.config.mjs')], {
      cwd: dir,
      env,
    }).catch((error: { code?: number }) => {
      if (error.code !== 1) throw error;
    });
    expect(playwrightTally(join(dir, 'report.json'))).toEqual({
      passed: 1,
      failed: 2,
      skipped: 1,
    });
  }, 30_000);

  it('counts a missing report as one failure', () => {
    expect(playwrightTally(join(dir, 'no-report.json'))).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
    });
  });
});
