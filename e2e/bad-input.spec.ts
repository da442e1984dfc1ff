import { expect, test } from '@playwright/test';
import { MEMBER, signIn } from './support';
import { openSignedIn } from './support/members';

const origin = () => new URL(test.info().project.use.baseURL!).origin;

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
