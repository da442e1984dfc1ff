import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminAuth } from '../../firebase';
import { DAY_MS } from '../../time';
import { MAX_OPEN_SESSIONS } from '../record';
import {
  endSessions,
  fetchMemberRecord,
  memberDoc,
  recordSessionOpened,
  recordSessionsEnded,
} from '../store';

/** Against the stack's Firestore stand-in: the open sessions kept in users/{email}. */
const newEmail = () => `sessions.${randomUUID()}@example.com`;
const openIds = async (email: string) =>
  [...(await fetchMemberRecord(email)).sessions.keys()].sort();
/** A record bound to an account, as provisioning leaves it. */
async function boundMember(): Promise<{ uid: string; email: string }> {
  const account = { uid: `uid-${randomUUID()}`, email: newEmail() };
  await memberDoc(account.email).set({ uid: account.uid });
  return account;
}

test('sign-ins of one member at the same moment each keep their session', async () => {
  const account = await boundMember();
  const expiresAt = Date.now() + 5 * DAY_MS;
  const ids = Array.from({ length: 8 }, (_, i) => `s${i}-${randomUUID()}`);
  const opened = await Promise.all(
    ids.map((id) => recordSessionOpened(account, { id, expiresAt })),
  );
  expect(opened).toEqual(ids.map(() => true));
  expect(await openIds(account.email)).toEqual([...ids].sort());
});

test('past the limit the oldest sessions close; expired ones are dropped', async () => {
  const account = await boundMember();
  const now = Date.now();
  await recordSessionOpened(account, { id: 'expired', expiresAt: now - 1 });
  const ids = Array.from(
    { length: MAX_OPEN_SESSIONS + 2 },
    (_, i) => `s${String(i).padStart(2, '0')}`,
  );
  for (const [i, id] of ids.entries())
    await recordSessionOpened(account, { id, expiresAt: now + DAY_MS + i });
  expect(await openIds(account.email)).toEqual(ids.slice(2));
});

test('ending every session closes them; a sign-in after it opens only its own', async () => {
  const account = await boundMember();
  const { email } = account;
  const expiresAt = Date.now() + DAY_MS;
  await recordSessionOpened(account, { id: 'before', expiresAt });
  await recordSessionsEnded(email);
  expect(await openIds(email)).toEqual([]);
  await recordSessionOpened(account, { id: 'after', expiresAt });
  expect(await openIds(email)).toEqual(['after']);
});

test('a record opens no session for an account it is not bound to, nor when bound to none', async () => {
  const account = await boundMember();
  const expiresAt = Date.now() + DAY_MS;
  const other = { uid: `uid-${randomUUID()}`, email: account.email };
  expect(await recordSessionOpened(other, { id: 'foreign', expiresAt })).toBe(false);
  const unbound = { uid: other.uid, email: newEmail() };
  expect(await recordSessionOpened(unbound, { id: 'unbound', expiresAt })).toBe(false);
  expect(await openIds(account.email)).toEqual([]);
  expect(await openIds(unbound.email)).toEqual([]);
});

test("ending a member's sessions closes them in the record and revokes the account's sign-ins", async () => {
  const email = newEmail();
  // With a password, so the Auth emulator sets a first revocation time to compare with.
  const { uid } = await adminAuth().createUser({ email, password: 'Secret-123' });
  await memberDoc(email).set({ uid });
  await recordSessionOpened({ uid, email }, { id: 'open', expiresAt: Date.now() + DAY_MS });
  const validAfter = async () => Date.parse((await adminAuth().getUser(uid)).tokensValidAfterTime!);
  const before = await validAfter();
  // Firebase keeps the revocation time in whole seconds.
  await sleep(1100);
  await endSessions({ uid, email });
  expect(await openIds(email)).toEqual([]);
  expect(await validAfter()).toBeGreaterThan(before);
});
