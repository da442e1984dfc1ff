import { expect, test } from '@playwright/test';
import { MEMBER, signIn } from './support';
import { openSignedIn } from './support/members';

const origin = () => new URL(test.info().project.use.baseURL!).origin;

test('/api/session answers bad input with a clear 4xx', async ({ request }) => {
  const json = { origin: origin(), 'content-type': 'application/json' };
  const cases: Array<[string, Parameters<typeof request.post>[1], number]> = [
    ['no body', { headers: json }, 400],
    ['malformed JSON', { headers: json, data: '{"idToken":' }, 400],
    ['a non-string token', { headers: json, data: { idToken: 42 } }, 400],
    ['a token over 8192 characters', { headers: json, data: { idToken: 'x'.repeat(8193) } }, 400],
    // Over the route's 10 KiB body cap: refused before it is read (lib/http/read-body.ts).
    ['a huge token', { headers: json, data: { idToken: 'x'.repeat(200_000) } }, 413],
    [
      'a forged token',
      { headers: json, data: { idToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } },
      401,
    ],
    [
      'a foreign Origin',
      { headers: { ...json, origin: 'https://evil.example' }, data: { idToken: 'x' } },
      403,
    ],
    ['no Origin', { headers: { 'content-type': 'application/json' }, data: { idToken: 'x' } }, 403],
  ];
  for (const [name, options, status] of cases) {
    const response = await request.post('/api/session', options);
    expect(response.status(), name).toBe(status);
    expect(await response.text(), name).not.toMatch(/at \w+ \(|node_modules/);
  }
});

test('/api/revalidate refuses a missing or wrong secret, whatever the body', async ({
  request,
}) => {
  expect((await request.post('/api/revalidate')).status()).toBe(401);
  expect(
    (
      await request.post('/api/revalidate', { headers: { authorization: 'Bearer wrong' } })
    ).status(),
  ).toBe(401);
  const huge = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': 'wrong', 'content-type': 'application/json' },
    data: 'x'.repeat(5_000_000),
  });
  expect(huge.status()).toBe(401);
  const good = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': 'local-revalidate-secret' },
  });
  expect(good.status()).toBe(200);
});

// One sign-in per test, so each stays short and they spread over the workers.
for (const next of [
  '//evil.example/home',
  'javascript:alert(1)',
  'https://evil.example',
  '/\\evil.example',
]) {
  test(`?next=${next} never leaves the site`, async ({ page }) => {
    await signIn(page, MEMBER, `/login?next=${encodeURIComponent(next)}`);
    expect(new URL(page.url()).origin).toBe(origin());
    expect(new URL(page.url()).pathname).toBe('/home');
  });
}

test('malformed material ids and home parameters get a safe answer, and the server keeps serving', async ({
  page,
}) => {
  await openSignedIn(page, MEMBER);
  for (const id of ['..%2F..%2Fetc%2Fpasswd', '%00', 'a'.repeat(500)]) {
    expect((await page.request.get(`/api/materials/${id}`)).status()).toBe(404);
  }
  for (const query of [
    'course[]=x',
    'course=%00&class=%00',
    `course=${'x'.repeat(3000)}`,
    'class=class-candlesticks-1',
  ]) {
    const response = await page.goto(`/home?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Please select a course from the list to get started.',
      }),
    ).toBeVisible();
  }
  expect((await page.request.get('/')).status()).toBe(200);
});
