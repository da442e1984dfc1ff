import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminAuth } from '../../firebase';
import { MAX_OPEN_SESSIONS } from '../record';
import { endSessions, fetchMemberRecord, recordSessionOpened, recordSessionsEnded } from '../store';

/** Against the stack's Firestore stand-in: the open sessions kept in users/{email}. */
const DAY_MS = 86_400_000;
const newEmail = () => `sessions.${randomUUID()}@example.com`;
const openIds = async (email: string) =>
  [...(await fetchMemberRecord(email)).sessions.keys()].sort();

test('sign-ins of one member at the same moment each keep their session', async () => {
  const email = newEmail();
  const expiresAt = Date.now() + 5 * DAY_MS;
  const ids = Array.from({ length: 8 }, (_, i) => `s${i}-${randomUUID()}`);
  await Promise.all(ids.map((id) => recordSessionOpened(email, { id, expiresAt })));
  expect(await openIds(email)).toEqual([...ids].sort());
});

test('past the limit the oldest sessions close; expired ones are dropped', async () => {
  const email = newEmail();
  const now = Date.now();
  await recordSessionOpened(email, { id: 'expired', expiresAt: now - 1 });
  const ids = Array.from(
    { length: MAX_OPEN_SESSIONS + 2 },
    (_, i) => `s${String(i).padStart(2, '0')}`,
  );
  for (const [i, id] of ids.entries())
    await recordSessionOpened(email, { id, expiresAt: now + DAY_MS + i });
  expect(await openIds(email)).toEqual(ids.slice(2));
});

test('ending every session closes them; a sign-in after it opens only its own', async () => {
  const email = newEmail();
  const expiresAt = Date.now() + DAY_MS;
  await recordSessionOpened(email, { id: 'before', expiresAt });
  await recordSessionsEnded(email);
  expect(await openIds(email)).toEqual([]);
  await recordSessionOpened(email, { id: 'after', expiresAt });
  expect(await openIds(email)).toEqual(['after']);
});

test("ending a member's sessions closes them in the record and revokes the account's sign-ins", async () => {
  const email = newEmail();
  const { uid } = await adminAuth().createUser({ email });
  await recordSessionOpened(email, { id: 'open', expiresAt: Date.now() + DAY_MS });
  const validAfter = async () => Date.parse((await adminAuth().getUser(uid)).tokensValidAfterTime!);
  const before = await validAfter();
  // Firebase keeps the revocation time in whole seconds.
  await sleep(1100);
  await endSessions({ uid, email });
  expect(await openIds(email)).toEqual([]);
  expect(await validAfter()).toBeGreaterThan(before);
});
