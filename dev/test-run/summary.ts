import { existsSync, readFileSync } from 'node:fs';

export type Tally = { passed: number; failed: number; skipped: number };

export const emptyTally = (): Tally => ({ passed: 0, failed: 0, skipped: 0 });

export function addTallies(a: Tally, b: Tally): Tally {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  };
}

/** Reads Jest's --json output; a missing file (Jest crashed) counts as one failure. */
export function jestTally(path: string): Tally {
  if (!existsSync(path)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests?: number;
    numRuntimeErrorTestSuites?: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

/** Reads Playwright's JSON reporter output; a test that passed only on its retry (flaky) counts as failed. */
export function playwrightTally(path: string): Tally {
  if (!existsSync(path)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats, errors } = JSON.parse(readFileSync(path, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky + (errors?.length ?? 0),
    skipped: stats.skipped,
  };
}

export function summaryLine(label: string, tally: Tally): string {
  const skipped = tally.skipped ? `, ${tally.skipped} skipped` : '';
  return `${label}: ${tally.passed} passed, ${tally.failed} failed${skipped}`;
}
