import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './dev/chromium';

const baseURL = process.env.E2E_BASE_URL || 'http://127.0.0.1:3100';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `${process.env.TEST_OUTPUT_DIR || '.test-output'}/playwright.json` }],
  ],
  outputDir: `${process.env.TEST_OUTPUT_DIR || '.test-output'}/playwright`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /\.faults\.spec\.ts$/ },
    // Fault injection and content edits are global to the local stack, so those specs run
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
