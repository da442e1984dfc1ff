import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './dev/test-run/chromium';
import { TEST_APP_URL, TEST_OUTPUT_DIR } from './dev/test-run/env';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
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
    // A failed test keeps its trace (a DOM snapshot at every step) and a screenshot. The trace's
    // screencast is left out: on 2 cores it cost about a fifth of the layer's time (a subset of
    // 40 tests: 3.2 min with it, 2.5 without, 2.2 with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
