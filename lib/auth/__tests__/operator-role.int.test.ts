import { randomUUID } from 'node:crypto';
import { idTokenFor } from '../../../dev/stack/sign-in';
import { addMember, isOperator, setOperator } from '../../accounts';
import type { AuditEntry } from '../../audit';
import { adminAuth, adminDb } from '../../firebase';
import { endSessions } from '../../members';
import { sessionOf } from '../current-member';
import { createSessionCookie } from '../session';

/**
 * Taking the operator role away, against the stack's Auth emulator and Firestore: the role
 * travels in the session cookie, so a cookie minted while the account was an operator must
 * not keep the console once the change is reported done, nor when the change fails.
 */
jest.setTimeout(60_000);

// The real end of the sessions, which a test can make fail once as a Firestore outage would.
jest.mock('../../members', () => {
  const actual = jest.requireActual('../../members');
  return { ...actual, endSessions: jest.fn(actual.endSessions) };
});

async function operator() {
  const email = `operator-role-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const { uid } = await addMember(email, { password });
  await setOperator(email, true);
  return { uid, email, password };
}

const signIn = async (who: { email: string; password: string }) =>
  createSessionCookie(await idTokenFor(who));
/** Whether the cookie opens the console (the operator claim of an open session). */
const opensConsole = async (cookie: string) => (await sessionOf(cookie))?.operator ?? false;
const claimSaysOperator = async (uid: string) =>
  isOperator((await adminAuth().getUser(uid)).customClaims);
const revocationsOf = async (email: string) =>
  (await adminDb().collection('auditLog').where('member', '==', email).get()).docs
    .map((doc) => doc.data() as AuditEntry)
    .filter((entry) => entry.action === 'operator-revoke')
    .map((entry) => entry.status);

test('when the sessions cannot be ended, the role stays and the change is reported failed', async () => {
  const who = await operator();
  const cookie = await signIn(who);
  expect(await opensConsole(cookie)).toBe(true);

  jest.mocked(endSessions).mockRejectedValueOnce(new Error('Firestore unavailable'));
  await expect(setOperator(who.email, false)).rejects.toThrow('Firestore unavailable');
  // Nothing changed: the account is still an operator, as its open cookie says.
  expect({ claim: await claimSaysOperator(who.uid), console: await opensConsole(cookie) }).toEqual({
    claim: true,
    console: true,
  });
  expect(await revocationsOf(who.email)).toEqual(['failed']);

  // Run again once Firestore answers: the role goes and the old cookie opens nothing.
  await setOperator(who.email, false);
  expect({ claim: await claimSaysOperator(who.uid), session: await sessionOf(cookie) }).toEqual({
    claim: false,
    session: null,
  });
});

test('a sign-in made while the role changes is ended with the others', async () => {
  const who = await operator();
  const before = await signIn(who);
  const auth = adminAuth();
  const setClaims = auth.setCustomUserClaims.bind(auth);
  let during: string | undefined;
  let duringOpenedConsole = false;
  // The operator signs in after the sessions ended and before the claim changed: that
  // cookie carries the operator claim (within the second of `before`, Firebase mints the
  // same cookie again, listed again: either way a session opened in between).
  const claims = jest
    .spyOn(auth, 'setCustomUserClaims')
    .mockImplementationOnce(async (uid, value) => {
      during = await signIn(who);
      duringOpenedConsole = await opensConsole(during);
      return setClaims(uid, value);
    });
  try {
    await setOperator(who.email, false);
  } finally {
    claims.mockRestore();
  }
  expect(duringOpenedConsole).toBe(true);
  expect(await sessionOf(during!)).toBeNull();
  expect(await sessionOf(before)).toBeNull();
  // A sign-in after the change opens the members area without the console.
  expect(await sessionOf(await signIn(who))).toMatchObject({ operator: false });
});
