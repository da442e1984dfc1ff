import { randomUUID } from 'node:crypto';
import { adminAuth, adminDb } from '../../firebase';
import { moveMember } from '../move';
import { addMember, MemberError } from '../provisioning';
import { fetchMemberRecord, memberDoc, recordSessionOpened } from '../store';

/** Against the stack: an operator moves a member to a new address. */
jest.setTimeout(60_000);

const BY = { actor: 'operator@example.com', source: 'admin console' };
const COURSE = 'course-candlesticks';
const address = (label: string) => `move-${label}-${randomUUID().slice(0, 8)}@example.com`;
const auditOf = async (member: string) =>
  (await adminDb().collection('auditLog').where('member', '==', member).get()).docs.map((d) =>
    d.data(),
  );
const summary = (email: string) => adminDb().doc(`courseMembers/${COURSE}/members/${email}`);
const resetLinksTo = async (email: string) => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.FIREBASE_PROJECT_ID ?? 'demo-trading-academy';
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: Array<{ email: string; requestType: string }>;
  };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').length;
};

async function member() {
  const email = address('from');
  const { uid } = await addMember(email, { password: 'Secret-123', courses: [COURSE] });
  await memberDoc(email).set(
    { progress: { 'class-1': { courseId: COURSE, position: 5, duration: 10, completed: false } } },
    { merge: true },
  );
  await recordSessionOpened({ uid, email }, { id: 'open', expiresAt: Date.now() + 60_000 });
  const subscription = adminDb().doc(`subscriptions/sub_move_${randomUUID().slice(0, 8)}`);
  await subscription.set({ email, price: 'price_x', status: 'active' });
  return { uid, email, subscription };
}

test('moves the record, its summaries and subscriptions, the account and nothing else', async () => {
  const { uid, email, subscription } = await member();
  const to = address('to');
  await moveMember(email, to.toUpperCase(), BY);

  expect((await memberDoc(email).get()).exists).toBe(false);
  const moved = await fetchMemberRecord(to);
  expect(moved.uid).toBe(uid);
  expect(moved.courseIds).toEqual([COURSE]);
  expect(moved.progress.get('class-1')).toMatchObject({ position: 5 });
  expect(moved.sessions.size).toBe(0);
  expect((await adminAuth().getUser(uid)).email).toBe(to);
  expect((await subscription.get()).get('email')).toBe(to);
  expect((await summary(email).get()).exists).toBe(false);
  expect((await summary(to).get()).exists).toBe(true);
  expect(await resetLinksTo(to)).toBe(1);
  const detail = `${email} → ${to}`;
  expect(await auditOf(email)).toContainEqual(
    expect.objectContaining({ action: 'move', detail, status: 'done', actor: BY.actor }),
  );
  expect(await auditOf(to)).toContainEqual(expect.objectContaining({ action: 'move', detail }));
  // The account opens the record at its new address only.
  const session = { id: 'new', expiresAt: Date.now() + 60_000 };
  expect(await recordSessionOpened({ uid, email: to }, session)).toBe(true);
  expect(await recordSessionOpened({ uid, email }, session)).toBe(false);
});

test("follows an account whose owner changed its e-mail: the record moves to the account's new address", async () => {
  const { uid, email } = await member();
  const renamed = address('renamed');
  await adminAuth().updateUser(uid, { email: renamed });
  await moveMember(email, renamed, BY);
  expect((await fetchMemberRecord(renamed)).uid).toBe(uid);
});

test('refuses an address that another account or record holds, changing nothing', async () => {
  const { uid, email } = await member();
  const other = address('other');
  await adminAuth().createUser({ email: other });
  await expect(moveMember(email, other, BY)).rejects.toThrow(MemberError);
  const recorded = address('recorded');
  await memberDoc(recorded).set({ courses: ['course-x'] });
  await expect(moveMember(email, recorded, BY)).rejects.toThrow('already has a member record');
  expect((await fetchMemberRecord(email)).uid).toBe(uid);
  expect((await adminAuth().getUser(uid)).email).toBe(email);
  expect((await auditOf(email)).filter((entry) => entry.action === 'move')).toEqual([]);
});
