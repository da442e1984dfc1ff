import { expect, test } from '@playwright/test';
import { MEMBER } from './support';
import { openSignedIn } from './support/members';
import { pidListeningOn, rawPost, rssMiB } from './support/server';

/**
 * Oversized request bodies: refused with 413 before the server holds them. It measures the
 * server's memory, so it runs with the one-at-a-time specs (see playwright.config.ts).
 */
const MiB = 1024 * 1024;

let origin: string;
let sessionCookie: string;

test.beforeAll(async ({ browser, baseURL }) => {
  origin = new URL(baseURL!).origin;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openSignedIn(page, MEMBER);
  const cookie = (await context.cookies()).find((c) => c.name === '__session');
  sessionCookie = `__session=${cookie!.value}`;
  await context.close();
});

const routes = (): Array<{ path: string; headers: Record<string, string> }> => [
  { path: '/api/session', headers: { origin } },
  { path: '/api/progress', headers: { origin, cookie: sessionCookie } },
];

test('a 50 MB body without Content-Length gets 413 after a few KiB', async () => {
  for (const route of routes()) {
    const result = await rawPost(
      `${origin}${route.path}`,
      { ...route.headers, 'content-type': 'application/json' },
      50 * MiB,
    );
    expect(result.status, route.path).toBe(413);
    expect(JSON.parse(result.body), route.path).toEqual({ error: 'Body too large' });
    // The answer came long before the upload could finish.
    expect(result.sentBytes, route.path).toBeLessThan(50 * MiB);
  }
});

test('a huge declared Content-Length gets 413 at once', async () => {
  for (const route of routes()) {
    const result = await rawPost(
      `${origin}${route.path}`,
      {
        ...route.headers,
        'content-type': 'application/json',
        'content-length': String(500 * MiB),
      },
      // Only a little is ever sent: the answer must not wait for the rest.
      64 * 1024,
    );
    expect(result.status, route.path).toBe(413);
    expect(JSON.parse(result.body), route.path).toEqual({ error: 'Body too large' });
  }
});

test('four parallel 50 MB posts do not grow the server, which keeps serving', async ({
  request,
}) => {
  const port = Number(new URL(origin).port);
  const pid = pidListeningOn(port);
  test.skip(pid === null, `no process found listening on port ${port} (not Linux, or remote)`);
  const before = rssMiB(pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid!))), 20);
  try {
    const posts = [...routes(), ...routes()].map((route) =>
      rawPost(
        `${origin}${route.path}`,
        { ...route.headers, 'content-type': 'application/json' },
        50 * MiB,
      ),
    );
    const results = await Promise.all(posts);
    expect(results.map((r) => r.status)).toEqual([413, 413, 413, 413]);
  } finally {
    clearInterval(sampler);
  }
  // Reading the four bodies whole would take at least 200 MiB (400 with the copies).
  test.info().annotations.push({
    type: 'server RSS',
    description: `${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB during`,
  });
  expect(peak - before).toBeLessThan(64);
  expect((await request.get('/')).status()).toBe(200);
  expect((await request.get('/contact-us')).status()).toBe(200);
});
