import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { testEnv } from '../dev/test-run/env';

/** The benchmarks' pages: the `page.bench.tsx` files under app/(plain)/bench-floor. */
const BENCH_PATHS = [
  '/bench-floor',
  '/bench-floor/sized',
  '/bench-floor/firestore',
  '/bench-floor/firestore-streamed',
];

test('the production build has no bench pages, even on the local stack', async ({ request }) => {
  const manifest = `${testEnv.NEXT_DIST_DIR}/app-path-routes-manifest.json`;
  const routes = Object.values(
    JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>,
  );
  expect(routes).toContain('/home');
  expect(routes.filter((route) => route.startsWith('/bench-floor'))).toEqual([]);
  for (const path of BENCH_PATHS) expect((await request.get(path)).status(), path).toBe(404);
});
