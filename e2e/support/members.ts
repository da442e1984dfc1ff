import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { sessionCookieFor } from '../../dev/stack/sign-in';
import { MEMBER_CLAIM, OPERATOR_CLAIM } from '../../lib/accounts/client';
import { testApp, testFirestore } from './firestore';
import { authEmulatorHost } from './';

export type TestMember = { uid: string; email: string; password: string; courses: string[] };

/**
 * A member of its own for a spec that ends sessions: logging out ends every session of
 * the member, so a shared demo member would sign out specs running beside it.
 */
export async function freshMember(
  courses: string[],
  label = 'member',
  { operator = false } = {},
): Promise<TestMember> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const auth = getAuth(testApp());
  const { uid } = await auth.createUser({ email, password, emailVerified: true });
  await auth.setCustomUserClaims(uid, {
    [MEMBER_CLAIM]: true,
    ...(operator && { [OPERATOR_CLAIM]: true }),
  });
  await testFirestore().doc(`users/${email}`).set({ uid, courses });
  return { uid, email, password, courses };
}

/** Signs in the way the browser does (Auth emulator, then /api/session); the Cookie header value. */
export function signInCookie(
  member: Pick<TestMember, 'email' | 'password'>,
  baseURL: string,
): Promise<string> {
  return sessionCookieFor(member, authEmulatorHost(), baseURL);
}

/** Puts a Cookie header value into the browser context, as a sign-in would. */
export async function addSessionCookie(page: Page, header: string, baseURL: string): Promise<void> {
  const [name, value] = header.split('=') as [string, string];
  await page.context().addCookies([{ name, value, domain: new URL(baseURL).hostname, path: '/' }]);
}

/**
 * Signs `member` into the browser by cookie (the Auth emulator, then /api/session, as the
 * login form does) and opens `path`. For every spec but the login form's own: filling the
 * form costs a page load and the Firebase SDK each time.
 */
export async function openSignedIn(
  page: Page,
  member: Pick<TestMember, 'email' | 'password'>,
  path = '/home',
  baseURL = test.info().project.use.baseURL!,
): Promise<void> {
  await addSessionCookie(page, await signInCookie(member, baseURL), baseURL);
  await page.goto(path);
}

/** A page of its own browser context, signed in as `member` (by cookie) and at `path`. */
export async function signedInPage(
  browser: Browser,
  member: Pick<TestMember, 'email' | 'password'>,
  path: string,
): Promise<Page> {
  const baseURL = test.info().project.use.baseURL!;
  const page = await (await browser.newContext({ baseURL })).newPage();
  await openSignedIn(page, member, path, baseURL);
  return page;
}

/** Runs the operators' CLI against the test stack, as an operator would. */
export function membersCli(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node_modules/.bin/tsx',
      ['--conditions=react-server', 'cli/members.ts', ...args],
      { env: { ...process.env, LOCAL_STACK: 'true' } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * GET with a member's cookie, following same-site redirects by hand: Next answers an RSC
 * request without its cache-busting `_rsc` parameter with a redirect that adds it, and a
 * redirect followed by the client would drop a Cookie header set by hand. Each request on a
 * fresh connection: a kept-alive one can be closed by the server's idle timeout just as a
 * test reuses it after a few seconds in the browser (ECONNRESET, seen once in a full run).
 */
export async function getAsMember(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
): Promise<{ url: string; body: string }> {
  let url = path;
  for (let hop = 0; hop < 5; hop++) {
    const response = await request.get(url, {
      headers: { ...headers, connection: 'close' },
      maxRedirects: 0,
    });
    const location = response.headers().location;
    if (response.status() < 300 || response.status() >= 400 || !location)
      return { url, body: await response.text() };
    url = location;
  }
  throw new Error(`too many redirects from ${path}`);
}
