import { randomUUID } from 'node:crypto';
import { identityToolkit } from '../../../dev/stack/sign-in';
import { addMember } from '../../accounts';
import { adminAuth, adminDb } from '../../firebase';
import { fetchMemberRecord, memberDoc, recordSessionOpened } from '../../members';
import { handleGrantRequest } from '../../payments/grants-api';
import { sessionOf } from '../current-member';
import { NotSignedInError } from '../errors';
import { ACCOUNT_EMAIL_CHANGED } from '../messages';
import { createSessionCookie, sessionIdOf } from '../session';

/**
 * The e-mail change takeover, performed against the stack's Auth emulator: a member
 * renames their own Firebase account (Identity Toolkit's accounts:update with the public
 * API key and their own ID token) to another address and signs in again.
 */
jest.setTimeout(60_000);

const address = (label: string) => `rename-${label}-${randomUUID().slice(0, 8)}@example.com`;
/** An Identity Toolkit call that must succeed: its token and account id. */
async function call(
  method: 'signInWithPassword' | 'update',
  body: Record<string, string>,
): Promise<{ idToken: string; localId: string }> {
  const { ok, ...answer } = await identityToolkit(method, body);
  if (!ok) throw new Error(`accounts:${method}: ${JSON.stringify(answer)}`);
  return answer as { idToken: string; localId: string };
}

const signIn = (email: string, password: string) => call('signInWithPassword', { email, password });
/** What the attacker does in their browser: no server of the app is involved. */
const renameOwnAccount = (idToken: string, email: string) => call('update', { idToken, email });

async function signInError(idToken: string): Promise<string> {
  const error = await createSessionCookie(idToken).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NotSignedInError);
  return (error as Error).message;
}

const auditOf = async (member: string) =>
  (await adminDb().collection('auditLog').where('member', '==', member).get()).docs.map((d) =>
    d.data(),
  );

/** A member the app made, with a password, signed in to a fresh ID token. */
async function member(label: string, courses: string[] = []) {
  const email = address(label);
  const password = `Pw-${randomUUID()}`;
  const { uid } = await addMember(email, { password, courses });
  return { uid, email, password };
}

test("a member's own sign-in opens their record, bound to their account", async () => {
  const ann = await member('ann', ['course-candlesticks']);
  expect((await fetchMemberRecord(ann.email)).uid).toBe(ann.uid);
  const cookie = await createSessionCookie((await signIn(ann.email, ann.password)).idToken);
  const session = await sessionOf(cookie);
  expect(session?.member).toEqual({ uid: ann.uid, email: ann.email });
  expect(session?.record.courseIds).toEqual(['course-candlesticks']);
});

test("renamed to a buyer's address, the account signs in to nothing and a purchase gives it nothing", async () => {
  const attacker = await member('attacker');
  const buyer = address('buyer');
  const { idToken } = await signIn(attacker.email, attacker.password);
  await renameOwnAccount(idToken, buyer);
  const renamed = await signIn(buyer, attacker.password);
  expect(renamed.localId).toBe(attacker.uid);

  expect(await signInError(renamed.idToken)).toBe(ACCOUNT_EMAIL_CHANGED);

  // The buyer pays through the grants API: the grant lands on the buyer's record, and the
  // renamed account is neither adopted nor bound to it.
  const granted = await handleGrantRequest(
    new Request('http://localhost/api/grants', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer local-grants-token',
      },
      body: JSON.stringify({
        email: buyer,
        courses: ['course-gold-playbook'],
        externalRef: `test:${randomUUID()}`,
      }),
    }),
  );
  expect(granted.status).toBe(200);
  const record = await fetchMemberRecord(buyer);
  expect(record.courseIds).toEqual(['course-gold-playbook']);
  expect(record.uid).toBeNull();
  expect((await adminAuth().getUser(attacker.uid)).customClaims).toEqual({ member: true });
  expect(await auditOf(buyer)).toContainEqual(
    expect.objectContaining({
      action: 'adoption-refused',
      grant: 'account',
      detail: expect.stringContaining(`bound to ${attacker.email}`),
    }),
  );

  const again = await signIn(buyer, attacker.password);
  expect(await signInError(again.idToken)).toBe(ACCOUNT_EMAIL_CHANGED);
  expect((await fetchMemberRecord(buyer)).sessions.size).toBe(0);
});

test("an address its owner's account was renamed away from opens nothing to the next account", async () => {
  const owner = await member('owner', ['course-risk-management']);
  const attacker = await member('attacker2');
  const moved = await signIn(owner.email, owner.password);
  await renameOwnAccount(moved.idToken, address('owner-new'));
  const taken = await signIn(attacker.email, attacker.password);
  await renameOwnAccount(taken.idToken, owner.email);
  const renamed = await signIn(owner.email, attacker.password);

  expect(await signInError(renamed.idToken)).toBe(ACCOUNT_EMAIL_CHANGED);
  // Provisioning the address again (a console add, an import) binds nothing to it.
  const added = await addMember(owner.email, { courses: ['course-gold-playbook'] });
  expect(added.refused).toBe(true);
  expect((await fetchMemberRecord(owner.email)).uid).toBe(owner.uid);
  const again = (await signIn(owner.email, attacker.password)).idToken;
  expect(await signInError(again)).toBe(ACCOUNT_EMAIL_CHANGED);
  // Nor does a cookie listed in the owner's record, as one from before records were bound.
  expect(await sessionOf(await listedCookie(again, owner.email))).toBeNull();
});

/** A session minted for the account and listed in the record, as before records were bound. */
async function listedCookie(idToken: string, email: string): Promise<string> {
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 });
  const sessions = { [sessionIdOf(cookie)]: Date.now() + 60 * 60 * 1000 };
  await memberDoc(email).set({ sessions }, { merge: true });
  return cookie;
}

test('an existing cookie of a renamed account opens no record it is not bound to', async () => {
  const attacker = await member('attacker3');
  const { idToken } = await signIn(attacker.email, attacker.password);
  const unbound = address('unbound');
  await renameOwnAccount(idToken, unbound);
  await memberDoc(unbound).set({ courses: ['course-candlesticks'] });
  const renamed = await signIn(unbound, attacker.password);
  expect(await sessionOf(await listedCookie(renamed.idToken, unbound))).toBeNull();
  expect(
    await recordSessionOpened(
      { uid: attacker.uid, email: unbound },
      { id: 'new', expiresAt: Date.now() + 60_000 },
    ),
  ).toBe(false);
});

test('adopting a self-registered account is audited as an adoption, bound in the same write', async () => {
  const email = address('self');
  const { uid } = await adminAuth().createUser({ email, password: 'Self-Made-1' });
  const added = await addMember(email, { courses: ['course-candlesticks'] });
  expect(added).toMatchObject({ uid, adopted: true, refused: false, created: false });
  expect((await fetchMemberRecord(email)).uid).toBe(uid);
  await expect(signIn(email, 'Self-Made-1')).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN/);
  expect(await auditOf(email)).toContainEqual(
    expect.objectContaining({ action: 'adopt', grant: 'account', status: 'done' }),
  );
});
