import { expect, test, type APIRequestContext } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { testApp, testFirestore } from './support/firestore';
import { freshMember, membersCli, signInCookie, type TestMember } from './support/members';

/**
 * Sessions end when they are ended. Each spec has members of its own: ending a session
 * ends every session of that member.
 */
const COURSE = 'course-risk-management';
const CLASS_PATH = `/home?course=${COURSE}&class=class-risk-management-1`;
const CLASS_TITLE = 'The One Percent Rule and Position Sizing';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the class page gives this cookie. A streamed page redirects inside a 200, so the
 * answer is read for what it contains, not only its status.
 */
async function classPage(request: APIRequestContext, cookie: string) {
  const response = await request.get(CLASS_PATH, { headers: { cookie }, maxRedirects: 0 });
  const body = await response.text();
  return {
    opens: response.status() === 200 && body.includes(CLASS_TITLE),
    toLogin:
      (response.headers().location ?? '').startsWith('/login') || body.includes('/login?next='),
  };
}

async function logOut(request: APIRequestContext, cookie: string, origin: string) {
  const response = await request.delete('/api/session', { headers: { cookie, origin } });
  expect(response.status()).toBe(204);
}

for (const delayMs of [0, 300, 1500]) {
  test(`a cookie replayed after logout opens nothing (logout ${delayMs} ms after sign-in)`, async ({
    request,
    baseURL,
  }) => {
    const member = await freshMember([COURSE], 'replay');
    const cookie = await signInCookie(member, baseURL!);
    expect((await classPage(request, cookie)).opens).toBe(true);
    await sleep(delayMs);
    await logOut(request, cookie, baseURL!);
    const replay = await classPage(request, cookie);
    expect(replay).toEqual({ opens: false, toLogin: true });
    // Nor does it reach the API routes.
    const save = await request.post('/api/progress', {
      headers: { cookie, origin: baseURL! },
      data: {
        type: 'complete',
        courseId: COURSE,
        classId: 'class-risk-management-1',
        completed: true,
      },
    });
    expect(save.status()).toBe(401);
  });
}

test('signing in again right after a logout works', async ({ request, baseURL }) => {
  const member = await freshMember([COURSE], 'again');
  const first = await signInCookie(member, baseURL!);
  await logOut(request, first, baseURL!);
  const second = await signInCookie(member, baseURL!);
  expect((await classPage(request, second)).opens).toBe(true);
});

test('a session that was ended stays ended after the member signs in again', async ({
  request,
  baseURL,
}) => {
  const member = await freshMember([COURSE], 'ended');
  const first = await signInCookie(member, baseURL!);
  await logOut(request, first, baseURL!);
  // Firebase mints the same cookie for two sign-ins within one second (the same claims):
  // that would be the new session, not the old one.
  await sleep(1100);
  const second = await signInCookie(member, baseURL!);
  expect(second).not.toBe(first);
  expect((await classPage(request, first)).opens).toBe(false);
  expect((await classPage(request, second)).opens).toBe(true);
});

test('logout ends the session on every device', async ({ request, baseURL }) => {
  const member = await freshMember([COURSE], 'devices');
  const phone = await signInCookie(member, baseURL!);
  const laptop = await signInCookie(member, baseURL!);
  await logOut(request, laptop, baseURL!);
  expect(await classPage(request, phone)).toEqual({ opens: false, toLogin: true });
});

test("an operator's disable sends the open tab to /login at its next navigation", async ({
  page,
  baseURL,
}) => {
  const member = await freshMember([COURSE], 'disabled');
  await page.context().addCookies([cookieFor(await signInCookie(member, baseURL!), baseURL!)]);
  await page.goto(CLASS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: CLASS_TITLE })).toBeVisible();
  const disabled = await membersCli('disable', member.email);
  expect(disabled.code).toBe(0);
  await page.getByRole('link', { name: 'Why Risk Comes Before Reward' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
});

test('a revocation made outside the app takes effect within the recheck interval', async ({
  request,
  baseURL,
}) => {
  const member = await freshMember([COURSE], 'outside');
  const cookie = await signInCookie(member, baseURL!);
  expect((await classPage(request, cookie)).opens).toBe(true);
  // Firebase compares revocation with sign-in in whole seconds: revoke in a later second.
  await sleep(1100);
  await getAuth(testApp()).revokeRefreshTokens(member.uid);
  // The app's own record still lists the session: only Firebase knows it was revoked.
  expect(await openSessions(member)).toBe(1);
  // The test app rechecks a remembered cookie with Firebase every 2 s (SESSION_RECHECK_SECONDS).
  await expect
    .poll(async () => (await classPage(request, cookie)).opens, { timeout: 8_000 })
    .toBe(false);
});

test('a cookie the server did not mint opens nothing, even one the local Auth emulator accepts', async ({
  request,
}) => {
  const member = await freshMember([COURSE], 'forged');
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-trading-academy';
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: `https://session.firebase.google.com/${projectId}`,
      aud: projectId,
      sub: member.uid,
      user_id: member.uid,
      email: member.email,
      member: true,
      auth_time: now,
      iat: now,
      exp: now + 3600,
      firebase: { identities: {}, sign_in_provider: 'password' },
    }),
    '',
  ].join('.');
  // Locally firebase-admin does not check signatures, so this forgery passes its check…
  await expect(getAuth(testApp()).verifySessionCookie(forged)).resolves.toMatchObject({
    uid: member.uid,
  });
  // …but the member's record lists only sessions this server minted.
  expect(await classPage(request, `__session=${forged}`)).toEqual({ opens: false, toLogin: true });
});

function cookieFor(header: string, baseURL: string) {
  const [name, value] = header.split('=') as [string, string];
  return { name, value, domain: new URL(baseURL).hostname, path: '/' };
}

async function openSessions(member: TestMember): Promise<number> {
  const sessions = (await testFirestore().doc(`users/${member.email}`).get()).get('sessions');
  return Object.keys(sessions ?? {}).length;
}
