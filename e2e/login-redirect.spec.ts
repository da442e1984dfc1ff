import { expect, test, type Page } from '@playwright/test';
import { MEMBER } from './support';

/**
 * Open redirect after sign-in: whatever ?next= holds, the member ends up on this site.
 * Requests to the attacker's host are recorded and refused, so a regression shows up as a
 * recorded request rather than as a DNS error.
 */
const FOREIGN = [
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://evil.example/home',
  'javascript:location.href="https://evil.example"',
  'data:text/html,<script>location.href="https://evil.example"</script>',
];

async function signInWithNext(page: Page, next: string) {
  const foreignRequests: string[] = [];
  await page.context().route(
    (url) => url.hostname.endsWith('evil.example'),
    async (route) => {
      foreignRequests.push(route.request().url());
      await route.abort();
    },
  );
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  const origin = new URL(page.url()).origin;
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.origin !== origin || url.pathname !== '/login');
  return { origin, foreignRequests };
}

for (const next of FOREIGN) {
  test(`sign-in with ?next=${JSON.stringify(next)} stays on the site`, async ({ page }) => {
    const { origin, foreignRequests } = await signInWithNext(page, next);
    await expect(page).toHaveURL(`${origin}/home`);
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
}

test('an encoded slash in ?next= stays a path on this site', async ({ page }) => {
  const { origin, foreignRequests } = await signInWithNext(page, '/%2f%2fevil.example');
  expect(new URL(page.url()).origin).toBe(origin);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});
