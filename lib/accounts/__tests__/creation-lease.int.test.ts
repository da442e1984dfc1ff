import { randomUUID } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import { identityToolkit } from '../../../dev/stack/sign-in';
import type { AuditEntry } from '../../audit';
import { adminAuth, adminDb } from '../../firebase';
import { MEMBER_CLAIM } from '../claims';
import { provisionAccount } from '../provisioning';

/**
 * Two instances provisioning one new address (two payment events at once): the second call
 * meets the account the first has just made, before its member claim. Against the stack.
 */
jest.setTimeout(60_000);

const address = (label: string) => `lease-${label}-${randomUUID().slice(0, 8)}@example.com`;
const lease = (email: string) => adminDb().collection('accountCreations').doc(email);
const adoptions = async (email: string) =>
  (await adminDb().collection('auditLog').where('member', '==', email).get()).docs
    .map((doc) => doc.data() as AuditEntry)
    .filter((entry) => entry.action === 'adopt');

/** What the first instance has done halfway: its lease taken and the account made, unclaimed. */
async function halfMade(email: string) {
  await lease(email).set({ at: Date.now(), token: 'the-other-instance' });
  return adminAuth().createUser({ email, password: 'Chosen-by-buyer-1' });
}

it('waits for an account another instance is making, and binds it instead of taking it over', async () => {
  const email = address('racing');
  const user = await halfMade(email);
  const second = provisionAccount(email);
  // The first instance finishes: the claim, then its lease let go.
  await new Promise((resolve) => setTimeout(resolve, 600));
  await adminAuth().setCustomUserClaims(user.uid, { [MEMBER_CLAIM]: true });
  await lease(email).delete();
  expect(await second).toMatchObject({ created: false, adopted: false, refused: false });
  expect((await second).user.uid).toBe(user.uid);
  expect(await adoptions(email)).toEqual([]);
  expect((await adminDb().doc(`users/${email}`).get()).get('uid')).toBe(user.uid);
});

it('binds an account whose maker finished between this call reading it and looking at the lease', async () => {
  const email = address('finished');
  const password = 'Chosen-by-buyer-1';
  const user = await halfMade(email);
  // This call reads the account while the first instance still makes it (no claim yet);
  // before it looks at the lease, the first instance sets the claim, binds the record and
  // lets its lease go: the account read is out of date, and no lease is left to say so.
  const lookup = jest.spyOn(adminAuth(), 'getUserByEmail').mockImplementationOnce(async () => {
    const unclaimed: UserRecord = await adminAuth().getUser(user.uid);
    await adminAuth().setCustomUserClaims(user.uid, { [MEMBER_CLAIM]: true });
    await adminDb().doc(`users/${email}`).set({ uid: user.uid }, { merge: true });
    await lease(email).delete();
    return unclaimed;
  });
  try {
    const provisioned = await provisionAccount(email);
    expect(lookup).toHaveBeenCalled();
    expect(provisioned).toMatchObject({ created: false, adopted: false, refused: false });
    expect(provisioned.user.uid).toBe(user.uid);
  } finally {
    lookup.mockRestore();
  }
  expect(await adoptions(email)).toEqual([]);
  // The buyer's password still signs in: nothing was reset.
  expect((await identityToolkit('signInWithPassword', { email, password })).ok).toBe(true);
});

it('still takes over an account made outside the app, with no lease held on it', async () => {
  const email = address('outside');
  await adminAuth().createUser({ email, password: 'Made-elsewhere-1' });
  expect(await provisionAccount(email)).toMatchObject({ adopted: true });
  expect(await adoptions(email)).toHaveLength(1);
});

it('makes the account past a lease its holder left behind when it died', async () => {
  const email = address('stale');
  await lease(email).set({ at: Date.now() - 60_000, token: 'a-dead-instance' });
  const made = await provisionAccount(email);
  expect(made).toMatchObject({ created: true, adopted: false });
  expect((await adminAuth().getUser(made.user.uid)).customClaims?.[MEMBER_CLAIM]).toBe(true);
  expect((await lease(email).get()).exists).toBe(false);
});
