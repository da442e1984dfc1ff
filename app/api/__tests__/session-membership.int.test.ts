import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { identityToolkit } from '@/dev/stack/sign-in';
import { adminDb } from '@/lib/firebase';

/**
 * POST /api/session against the stack's Auth emulator: only an account the app provisioned
 * opens a session; an address alone, signed up through Firebase's own open sign-up, opens
 * nothing.
 */
jest.setTimeout(60_000);

const ORIGIN = 'http://localhost:3000';

async function postSession(idToken: string) {
  const { POST } = await import('../session/route');
  return POST(
    new NextRequest(`${ORIGIN}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'localhost:3000' },
      body: JSON.stringify({ idToken }),
    }),
  );
}

/** A stranger's own account, made through Firebase's sign-up, and a fresh ID token of it. */
async function signedUpStranger() {
  const credentials = {
    email: `stranger-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Stranger-Password-1',
  };
  const signUp = await identityToolkit('signUp', credentials);
  expect(signUp.ok).toBe(true);
  const { idToken } = await identityToolkit('signInWithPassword', credentials);
  expect(idToken).toBeTruthy();
  return { email: credentials.email, uid: signUp.localId!, idToken: idToken! };
}

async function expectRefused(idToken: string) {
  const response = await postSession(idToken);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: 'The account has no membership' });
  expect(response.headers.get('set-cookie') ?? '').not.toContain('__session=');
}

test('an account made through self sign-up gets no session', async () => {
  const stranger = await signedUpStranger();
  await expectRefused(stranger.idToken);
  // Nor does the refusal leave a member record behind for the address.
  expect((await adminDb().doc(`users/${stranger.email}`).get()).exists).toBe(false);
});

test('without the member claim an account gets no session, even with a record bound to it', async () => {
  // As if the claim were cleared in Firebase's console: the record alone opens nothing.
  const stranger = await signedUpStranger();
  const record = adminDb().doc(`users/${stranger.email}`);
  await record.set({ uid: stranger.uid, courses: ['course-candlesticks'] });
  await expectRefused(stranger.idToken);
  expect((await record.get()).get('sessions')).toBeUndefined();
});
