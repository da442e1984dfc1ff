import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { sessionCookieFor } from '../../dev/stack/sign-in';
import { MEMBER_CLAIM } from '../../lib/accounts/client';
import { testApp, testFirestore } from './firestore';
import { authEmulatorHost } from './';

export type TestMember = { uid: string; email: string; password: string; courses: string[] };

/**
 * A member of its own for a spec that ends sessions: logging out ends every session of
 * the member, so a shared demo member would sign out specs running beside it.
 */
export async function freshMember(courses: string[], label = 'member'): Promise<TestMember> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const auth = getAuth(testApp());
  const { uid } = await auth.createUser({ email, password, emailVerified: true });
  await auth.setCustomUserClaims(uid, { [MEMBER_CLAIM]: true });
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
