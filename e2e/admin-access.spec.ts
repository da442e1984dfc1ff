import { expect, test } from '@playwright/test';
import { MEMBER, openMembersMenu, OPERATOR } from './support';
import {
  expectNotFound,
  freshOperator,
  openAsOperator,
  OUTSIDERS,
  visitors,
  type Visitor,
} from './support/admin';
import { membersCli, signInCookie } from './support/members';

/**
 * Console URLs, one that does not exist included: an outsider cannot tell which exist.
 * Each console page's own spec sweeps its URLs and server actions the same way.
 */
const ADMIN_PAGES = ['/admin', '/admin/does-not-exist'];

test.describe('who opens the console', () => {
  let cookies: Record<Visitor, string | null>;
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(90_000);
    cookies = await visitors(baseURL!);
  });

  for (const visitor of OUTSIDERS) {
    test(`${visitor}: every /admin URL is the site's 404 page`, async ({ request }) => {
      for (const path of ADMIN_PAGES) await expectNotFound(request, path, cookies[visitor]);
    });
  }

  test('operator: the console opens, and an unknown console URL is still a 404', async ({
    request,
  }) => {
    const response = await request.get('/admin', { headers: { cookie: cookies.operator! } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Console');
    await expectNotFound(request, '/admin/does-not-exist', cookies.operator);
  });
});

test('the demo operator signs in through the form and reaches the console from /home', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home/);
  await openMembersMenu(page);
  await page.getByRole('link', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
});

test('a member sees no way into the console', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home/);
  await openMembersMenu(page);
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Console' })).toHaveCount(0);
});

test('admin grant and revoke end the account sessions, so the role changes at once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const operator = await freshOperator('role-change');
  await openAsOperator(page, operator, '/admin', baseURL!);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  const revoked = await membersCli('admin', 'revoke', operator.email);
  expect(revoked.code, revoked.output).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  // Signed in again without the role: a member, and still no console.
  const cookie = await signInCookie(operator, baseURL!);
  const response = await page.request.get('/admin', { headers: { cookie } });
  expect(response.status()).toBe(404);
});
