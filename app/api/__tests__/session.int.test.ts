import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { NextRequest } from 'next/server';
import { identityToolkit, idTokenFor, sessionCookieOf } from '@/dev/stack/sign-in';
import { addMember } from '@/lib/accounts';
import { NOT_SIGNED_IN, sessionOf } from '@/lib/auth';
import { getServerEnv } from '@/lib/env';
import { adminAuth, adminDb } from '@/lib/firebase';
import { fetchMemberRecord } from '@/lib/members';
import { POST as saveProgress } from '../progress/route';
import { DELETE, POST } from '../session/route';

/**
 * /api/session against the stack's Auth emulator and Firestore: what its cookie opens, and
 * when it stops opening anything. "Opens" is asked the way every members' page and route
 * handler asks it, `sessionOf` (requireSession and getCurrentSession read the cookie and
 * call it), and for an API route by calling /api/progress with the cookie. A session is
 * recorded open before /api/session answers, so a logout at any moment after the answer
 * finds it: the timing of a logout changes nothing here.
 */
jest.setTimeout(60_000);
// The progress route reads the member's courses through unstable_cache, which needs Next.
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));
/** The request a route handler is answering: Next's cookies() reads its Cookie header. */
let answering: Request | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => {
    const { NextRequest } = jest.requireActual('next/server');
    return new NextRequest(answering!.url, { headers: answering!.headers }).cookies;
  },
}));

// The real record read, which a test can make fail once as a Firestore outage would.
jest.mock('@/lib/members', () => {
  const actual = jest.requireActual('@/lib/members');
  return { ...actual, fetchMemberRecord: jest.fn(actual.fetchMemberRecord) };
});

// Progress writes count in this process's memory, not Redis: a Redis client would hold Jest
// open after the tests, and the write limit is not what these tests are about.
delete process.env.REDIS_URL;

const COURSE = 'course-risk-management';
const CLASS = 'class-risk-management-1';
const SITE = () => getServerEnv().SITE_URL;

function request(path: string, init: { method: string; headers?: object; body?: string }) {
  const headers = new Headers({ host: new URL(SITE()).host, ...init.headers });
  answering = new NextRequest(new URL(path, SITE()), { ...init, headers });
  return answering as NextRequest;
}

/** A member the app made (claims and record), with a password to sign in with. */
async function member() {
  const email = `session-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const { uid } = await addMember(email, { password, courses: [COURSE] });
  return { uid, email, password };
}

/** POST /api/session with an ID token, as the login form sends it. */
const postSession = (idToken: string) =>
  POST(
    request('/api/session', {
      method: 'POST',
      headers: { origin: SITE(), 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    }),
  );

/** Signs in as the login form does: the Auth emulator, then POST /api/session; the cookie. */
async function signIn(who: { email: string; password: string }): Promise<string> {
  const answer = await postSession(await idTokenFor(who));
  expect(answer.status).toBe(204);
  return sessionCookieOf(answer)!.slice('__session='.length);
}

/** A stranger's own account, made through Firebase's open sign-up, and an ID token of it. */
async function signedUpStranger() {
  const credentials = {
    email: `stranger-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Stranger-Password-1',
  };
  const signUp = await identityToolkit('signUp', credentials);
  expect(signUp.ok).toBe(true);
  return { email: credentials.email, uid: signUp.localId!, idToken: await idTokenFor(credentials) };
}

async function expectNoMembership(idToken: string) {
  const answer = await postSession(idToken);
  expect(answer.status).toBe(401);
  expect(await answer.json()).toEqual({ error: 'The account has no membership' });
  expect(sessionCookieOf(answer)).toBeUndefined();
}

async function logOut(cookie: string) {
  const answer = await DELETE(
    request('/api/session', {
      method: 'DELETE',
      headers: { origin: SITE(), cookie: `__session=${cookie}` },
    }),
  );
  expect(answer.status).toBe(204);
  expect(sessionCookieOf(answer)).toBe('__session=');
}

/** Whether the cookie opens the members area with the member's course in it. */
const opens = async (cookie: string) =>
  (await sessionOf(cookie))?.record.courseIds.includes(COURSE) ?? false;

const completeClass = (cookie: string) =>
  saveProgress(
    request('/api/progress', {
      method: 'POST',
      headers: { origin: SITE(), cookie: `__session=${cookie}` },
      body: JSON.stringify({ type: 'complete', courseId: COURSE, classId: CLASS, completed: true }),
    }),
  );

test('POST answers bad input with a clear 4xx and no stack trace', async () => {
  const json = { origin: SITE(), 'content-type': 'application/json' };
  const cases: Array<[string, { headers: object; body?: string }, number]> = [
    ['no body', { headers: json }, 400],
    ['malformed JSON', { headers: json, body: '{"idToken":' }, 400],
    ['not JSON', { headers: json, body: 'not json' }, 400],
    ['a non-string token', { headers: json, body: '{"idToken":42}' }, 400],
    ['a token over 8192 characters', { headers: json, body: token('x'.repeat(8193)) }, 400],
    // Over the route's 10 KiB body cap: refused before it is read (lib/http/read-body.ts).
    ['a huge token', { headers: json, body: token('x'.repeat(200_000)) }, 413],
    ['a forged token', { headers: json, body: token('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.') }, 401],
    ['a forged token, no content type', { headers: { origin: SITE() }, body: token('a.b.c') }, 401],
    [
      'a foreign Origin',
      { headers: { ...json, origin: 'https://evil.example' }, body: token('x') },
      403,
    ],
    ['no Origin', { headers: { 'content-type': 'application/json' }, body: token('x') }, 403],
  ];
  for (const [name, init, status] of cases) {
    const answer = await POST(request('/api/session', { method: 'POST', ...init }));
    expect([name, answer.status]).toEqual([name, status]);
    const text = await answer.text();
    expect([name, text]).toEqual([name, expect.stringMatching(/^\{"error":"[^"]+"\}$/)]);
    expect(text).not.toMatch(/at \w+ \(|node_modules/);
    expect(sessionCookieOf(answer)).toBeUndefined();
  }
});

function token(idToken: string) {
  return JSON.stringify({ idToken });
}

test('an account made through self sign-up gets no session', async () => {
  const stranger = await signedUpStranger();
  await expectNoMembership(stranger.idToken);
  // Nor does the refusal leave a member record behind for the address.
  expect((await adminDb().doc(`users/${stranger.email}`).get()).exists).toBe(false);
});

test('without the member claim an account gets no session, even with a record bound to it', async () => {
  // As if the claim were cleared in Firebase's console: the record alone opens nothing.
  const stranger = await signedUpStranger();
  const record = adminDb().doc(`users/${stranger.email}`);
  await record.set({ uid: stranger.uid, courses: [COURSE] });
  await expectNoMembership(stranger.idToken);
  expect((await record.get()).get('sessions')).toBeUndefined();
});

test('a cookie replayed after logout opens neither a members page nor an API route', async () => {
  const cookie = await signIn(await member());
  expect(await opens(cookie)).toBe(true);
  expect((await completeClass(cookie)).status).toBe(204);
  await logOut(cookie);
  expect(await sessionOf(cookie)).toBeNull();
  const save = await completeClass(cookie);
  expect(save.status).toBe(401);
  expect(await save.json()).toEqual({ error: NOT_SIGNED_IN });
});

test('a logout that cannot read the record ends nothing, says so and keeps the cookie', async () => {
  const who = await member();
  const cookie = await signIn(who);
  jest
    .mocked(fetchMemberRecord)
    .mockRejectedValueOnce(new Error('Firestore did not answer within 10000 ms'));
  const answer = await DELETE(
    request('/api/session', {
      method: 'DELETE',
      headers: { origin: SITE(), cookie: `__session=${cookie}` },
    }),
  );
  expect(answer.status).toBe(503);
  const text = await answer.text();
  expect(JSON.parse(text)).toEqual({ error: 'Could not sign out; try again' });
  expect(text).not.toContain('Firestore');
  expect(sessionCookieOf(answer)).toBeUndefined();
  // What it told the member is so: the session still opens, and a logout once the record
  // can be read ends it.
  expect(await opens(cookie)).toBe(true);
  await logOut(cookie);
  expect(await sessionOf(cookie)).toBeNull();
});

test('signing in again right after a logout works', async () => {
  const who = await member();
  await logOut(await signIn(who));
  expect(await opens(await signIn(who))).toBe(true);
});

test('a session that was ended stays ended after the member signs in again', async () => {
  const who = await member();
  const first = await signIn(who);
  await logOut(first);
  // Firebase mints the same cookie for two sign-ins within one second (the same claims):
  // that would be the new session, not the old one.
  await sleep(1100);
  const second = await signIn(who);
  expect(second).not.toBe(first);
  expect(await sessionOf(first)).toBeNull();
  expect(await opens(second)).toBe(true);
});

test('logout ends the session on every device', async () => {
  const who = await member();
  const phone = await signIn(who);
  await sleep(1100); // another second, so the laptop gets a cookie of its own (see above)
  const laptop = await signIn(who);
  expect(laptop).not.toBe(phone);
  expect([await opens(phone), await opens(laptop)]).toEqual([true, true]);
  await logOut(laptop);
  expect(await sessionOf(phone)).toBeNull();
  expect((await completeClass(phone)).status).toBe(401);
});

test('a revocation made outside the app takes effect at the next recheck', async () => {
  const who = await member();
  const cookie = await signIn(who);
  expect(await opens(cookie)).toBe(true);
  // Firebase compares revocation with sign-in in whole seconds: revoke in a later second.
  await sleep(1100);
  await adminAuth().revokeRefreshTokens(who.uid);
  // The app's own record still lists the session: only Firebase knows it was revoked.
  expect((await fetchMemberRecord(who.email)).sessions.size).toBe(1);
  // Past the recheck interval, the remembered cookie is asked about again.
  const now = Date.now.bind(Date);
  const later = jest
    .spyOn(Date, 'now')
    .mockImplementation(() => now() + (getServerEnv().SESSION_RECHECK_SECONDS + 1) * 1000);
  try {
    expect(await sessionOf(cookie)).toBeNull();
  } finally {
    later.mockRestore();
  }
});

test('a cookie the server did not mint opens nothing, even one the local Auth emulator accepts', async () => {
  const who = await member();
  const projectId = getServerEnv().FIREBASE_PROJECT_ID;
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: `https://session.firebase.google.com/${projectId}`,
      aud: projectId,
      sub: who.uid,
      user_id: who.uid,
      email: who.email,
      member: true,
      auth_time: now,
      iat: now,
      exp: now + 3600,
      firebase: { identities: {}, sign_in_provider: 'password' },
    }),
    '',
  ].join('.');
  // Locally firebase-admin does not check signatures, so this forgery passes its check…
  await expect(adminAuth().verifySessionCookie(forged)).resolves.toMatchObject({ uid: who.uid });
  // …but the member's record lists only sessions this server minted.
  expect(await sessionOf(forged)).toBeNull();
  expect((await completeClass(forged)).status).toBe(401);
});
