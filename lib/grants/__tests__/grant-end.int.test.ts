import { randomUUID } from 'node:crypto';
import { byOperator } from '../../audit';
import { adminDb } from '../../firebase/admin';
import { MemberError } from '../../members/member-error';
import { DAY_MS } from '../../time';
import { addFreeDays, endAccessNow } from '../grant-end';

/** Grant ends against the running stack's Firestore: the change and its audit entry together. */
jest.setTimeout(30_000);

const by = byOperator('op@example.com');

async function memberWithPass(accessUntil: number | null) {
  const email = `grant-end-${randomUUID().slice(0, 8)}@example.com`;
  await adminDb()
    .doc(`users/${email}`)
    .set({
      courses: ['course-a'],
      grants: { 'pass:p1': { courses: ['course-b'], source: 'pass', accessUntil } },
    });
  return email;
}

const passOf = async (email: string) =>
  (await adminDb().doc(`users/${email}`).get()).get('grants')['pass:p1'];
const auditOf = async (email: string) =>
  (await adminDb().collection('auditLog').where('member', '==', email).get()).docs.map((d) =>
    d.data(),
  );

it('adds free days to a grant’s end and records the change with the operator', async () => {
  const until = Date.now() + DAY_MS;
  const email = await memberWithPass(until);
  const after = await addFreeDays(email, 'pass:p1', 3, by);
  expect(after.accessUntil).toBe(until + 3 * DAY_MS);
  // Kept as the operator's decision beside what the payment gave, so its events keep it.
  expect(await passOf(email)).toEqual({
    courses: ['course-b'],
    source: 'pass',
    accessUntil: until + 3 * DAY_MS,
    reason: null,
    decisions: [{ kind: 'days', days: 3, at: after.decisions?.[0]?.at }],
    paid: { accessUntil: until, reason: null },
  });
  expect(await auditOf(email)).toEqual([
    expect.objectContaining({
      action: 'free-days',
      actor: 'op@example.com',
      source: 'admin console',
      grant: 'pass:p1',
      before: { courses: ['course-b'], source: 'pass', accessUntil: until },
      after: { courses: ['course-b'], source: 'pass', accessUntil: until + 3 * DAY_MS },
    }),
  ]);
});

it('ends a grant now once; ending it again changes and records nothing', async () => {
  const email = await memberWithPass(null);
  const before = Date.now();
  await endAccessNow(email, 'pass:p1', by);
  const ended = (await passOf(email)).accessUntil as number;
  expect(ended).toBeGreaterThanOrEqual(before);
  expect(ended).toBeLessThanOrEqual(Date.now());
  await endAccessNow(email, 'pass:p1', by);
  expect((await passOf(email)).accessUntil).toBe(ended);
  expect((await auditOf(email)).map((e) => e.action)).toEqual(['end-now']);
});

it('refuses the manual grant, a grant the member does not have, a grant without end and bad days', async () => {
  const email = await memberWithPass(null);
  await expect(endAccessNow(email, 'manual', by)).rejects.toThrow(MemberError);
  await expect(addFreeDays(email, 'pass:nope', 3, by)).rejects.toThrow('has no grant pass:nope');
  await expect(addFreeDays(email, 'pass:p1', 3, by)).rejects.toThrow('no end date');
  await expect(addFreeDays(email, 'pass:p1', 0, by)).rejects.toThrow(MemberError);
  expect(await passOf(email)).toEqual({ courses: ['course-b'], source: 'pass', accessUntil: null });
  expect(await auditOf(email)).toEqual([]);
});
