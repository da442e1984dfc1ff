import { expect, test } from '@playwright/test';
import { authEmulatorHost, MEMBER, openMembersMenu, signIn } from './support';
import { englishCatalogue } from './support/catalogue';
import { freshMember } from './support/members';

const enAuth = englishCatalogue('auth');
const LOGOUT_FAILED = englishCatalogue('membersUi').logoutFailed;

test('empty fields show a toast and send no request', async ({ page }) => {
  await page.goto('/login');
  // Page chunks and link prefetches may load; what must not happen is a sign-in call.
  const signInCalls: string[] = [];
  page.on('request', (request) => {
    const sameOrigin = new URL(request.url()).origin === new URL(page.url()).origin;
    if (!sameOrigin || request.method() !== 'GET')
      signInCalls.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please fill up the form.')).toBeVisible();
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByRole('button', { name: 'Login' }).click();
  // The first toast is still up (4 s), so the second click must add its own.
  await expect(page.getByText('Please fill up the form.')).toHaveCount(2);
  expect(signInCalls).toEqual([]);
});

test('toasts sit at the bottom right and at most 20 show at once', async ({ page }) => {
  await page.goto('/login');
  // 25 clicks in one go, well inside a toast's 4 s.
  await page
    .getByRole('button', { name: 'Login' })
    .evaluate((button: HTMLElement) => Array.from({ length: 25 }, () => button.click()));
  const toasts = page.getByText('Please fill up the form.');
  await expect(toasts).toHaveCount(20);
  const edges = await toasts.evaluateAll((nodes) => {
    const rects = nodes.map((node) => node.getBoundingClientRect());
    return {
      right: Math.max(...rects.map((r) => r.right)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    };
  });
  const viewport = page.viewportSize()!;
  // The toasts' texts sit in the right quarter and the bottom tenth of the window.
  expect(edges.right).toBeGreaterThan(viewport.width * 0.75);
  expect(edges.bottom).toBeGreaterThan(viewport.height * 0.9);
});

test('a wrong password shows Login Failed and stays on /login', async ({ page }) => {
  await page.goto('/login');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  // The form's own log of the SDK's error, not the browser's note about the failed request.
  expect(errors.some((text) => /auth\//.test(text))).toBe(true);
});

test('the password toggle shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a good login sets an HttpOnly session cookie and opens /home', async ({ page, context }) => {
  await signIn(page, MEMBER);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === '__session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // Five days by default (SESSION_DAYS), give or take the test's own minute.
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(4.99);
  expect(days).toBeLessThanOrEqual(5);
});

test('the guard remembers the page and returns to it after login', async ({ page }) => {
  await page.goto('/home?course=course-candlesticks');
  await expect(page).toHaveURL(/\/login\?next=%2Fhome%3Fcourse%3Dcourse-candlesticks/);
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home\?course=course-candlesticks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Candlesticks' })).toBeVisible();
});

test('a foreign ?next= lands on /home', async ({ page }) => {
  await signIn(page, MEMBER, '/login?next=https://elsewhere.example');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/home$/);
});

test('the Logout button signs out and /home asks for a login again', async ({ page, context }) => {
  // A member of its own: logging out ends every session of the member.
  const member = await freshMember(['course-market-basics'], 'logout');
  await signIn(page, member);
  const cookie = (await context.cookies()).find((c) => c.name === '__session')!;
  await openMembersMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?next=%2Fhome/);
  // The old cookie value was ended, so replaying it is refused too.
  await context.addCookies([{ ...cookie }]);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?next=%2Fhome/);
});

test('a logout that fails says so and leaves the member signed in', async ({ page }) => {
  await signIn(page, MEMBER);
  // The server could not record the logout (see DELETE /api/session): it answers 503.
  await page.route('**/api/session', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 503, json: { error: 'Could not sign out; try again' } })
      : route.continue(),
  );
  await openMembersMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText(LOGOUT_FAILED)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
});

test('a forged or expired cookie counts as signed out', async ({ page, context, baseURL }) => {
  const url = new URL(baseURL!);
  for (const value of ['forged', 'eyJhbGciOiJSUzI1NiJ9.eyJleHAiOjF9.c2ln']) {
    await context.clearCookies();
    await context.addCookies([{ name: '__session', value, domain: url.hostname, path: '/' }]);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?next=%2Fhome/);
  }
});

test('forgot password answers the same whether or not the account exists', async ({
  page,
  request,
}) => {
  const authEmulator = `http://${authEmulatorHost()}`;
  const oobCodes = async () => {
    const response = await request.get(
      `${authEmulator}/emulator/v1/projects/demo-trading-academy/oobCodes`,
    );
    const { oobCodes } = (await response.json()) as {
      oobCodes: Array<{ email: string; requestType: string }>;
    };
    return oobCodes.filter((code) => code.requestType === 'PASSWORD_RESET');
  };
  const before = await oobCodes();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Enter your e-mail above first.')).toBeVisible();

  await page.getByLabel('Email').fill('risk@example.com');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText(enAuth.resetNotice)).toBeVisible();
  await expect.poll(async () => (await oobCodes()).length).toBe(before.length + 1);
  expect((await oobCodes()).at(-1)?.email).toBe('risk@example.com');

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText(enAuth.resetNotice).nth(1)).toBeVisible();
});
