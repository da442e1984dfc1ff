import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './dev/test-run/chromium';
import { TEST_APP_URL, TEST_OUTPUT_DIR } from './dev/test-run/env';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry, only to record a failed test's trace (`trace` below): a test that passes on
  // its retry is flaky, and the test run counts it as failed (dev/test-run/summary.ts).
  retries: 1,
  // A bound that catches a hung test, not a speed target: on a 2-core machine, on the headless
  // shell (dev/test-run/chromium.ts), the slowest specs take 18 to 25 s while the other worker
  // runs. On Debian's full Chromium, with half the time again, some of them reached it.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: `${TEST_OUTPUT_DIR}/playwright.json` }]],
  outputDir: `${TEST_OUTPUT_DIR}/playwright`,
  use: {
    baseURL: TEST_APP_URL,
    // A failed test keeps a screenshot and its error context (the page's ARIA snapshot), and
    // its retry records a trace (a DOM snapshot at every step): of the second run, which for a
    // flaky test is the one that passed. Recording every test's trace in case it fails cost
    // the layer time on 2 cores (a subset of 40 tests: 3.2 min with snapshots and screencast,
    // 2.5 with snapshots, 2.2 with no trace), so passing tests record none.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /\.faults\.spec\.ts$/ },
    // Fault injection, content edits and site-wide counts (the console's course counts, which a
    // purchase in a parallel spec moves) are global to the local stack, so those specs run
    // afterwards, one at a time.
    {
      name: 'faults',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /\.faults\.spec\.ts$/,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
    },
  ],
});
