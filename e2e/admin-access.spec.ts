import { expect, test } from '@playwright/test';
import { MEMBER, openMembersMenu, OPERATOR } from './support';
import { expectNotFound, OUTSIDERS, visitors, type Visitor } from './support/admin';
import { freshMember, membersCli, openSignedIn, signInCookie } from './support/members';

/**
 * Every console page and download, a URL that does not exist and queries included: an
 * outsider cannot tell which exist. Each console page's own spec replays its server actions
 * with the same visitors.
 */
const CONSOLE_PAGES = [
  '/admin',
  '/admin?q=a&after=a%40x.com',
  '/admin/does-not-exist',
  '/admin/members',
  '/admin/members/new',
  `/admin/members/${encodeURIComponent('member@example.com')}`,
  '/admin/courses',
  '/admin/drifting',
  '/admin/import',
  '/admin/import/any-job',
  '/admin/inbox',
  '/admin/inbox?view=all',
  '/admin/plans',
  '/admin/audit',
  '/admin/audit?member=x&actor=y',
  '/admin/mail',
  '/admin/announcements',
  '/admin/live',
  '/admin/community',
];
const CONSOLE_DOWNLOADS = [
  '/admin/export/members',
  '/admin/export/active-members',
  '/admin/export/revenue',
  '/admin/export/learners',
  '/admin/export/funnel',
  '/admin/import/any-job/report',
];

test.describe('who opens the console', () => {
  let cookies: Record<Visitor, string | null>;
  test.beforeAll(() => {
    cookies = visitors();
  });

  for (const visitor of OUTSIDERS) {
    test(`${visitor}: every console URL is the site's 404 page, every download a bare 404`, async ({
      request,
    }) => {
      const cookie = cookies[visitor];
      for (const path of CONSOLE_PAGES) await expectNotFound(request, path, cookie);
      for (const path of CONSOLE_DOWNLOADS) {
        const response = await request.get(path, {
          headers: cookie ? { cookie } : {},
          maxRedirects: 0,
        });
        expect(response.status(), path).toBe(404);
        expect(await response.json(), path).toEqual({ error: 'Not found' });
      }
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
  await openSignedIn(page, MEMBER);
  await openMembersMenu(page);
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Console' })).toHaveCount(0);
});

test('admin grant and revoke end the account sessions, so the role changes at once', async ({
  page,
  baseURL,
}) => {
  const operator = await freshMember([], 'role-change');
  await openSignedIn(page, operator, '/home', baseURL!);
  const granted = await membersCli('admin', 'grant', operator.email);
  expect(granted.code, granted.output).toBe(0);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await openSignedIn(page, operator, '/admin', baseURL!);
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
