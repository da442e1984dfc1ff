import { identityToolkit } from '../../dev/stack/sign-in';
import { adminAuth, adminDb } from '../../lib/firebase';
import { markOutsideNext } from '../../lib/members';
import { runMembers } from '../commands/members';
import { runInProcess } from './run';

/**
 * `npm run members -- migrate` in this process, against the local stack. Migrate binds every
 * record in the stack to its account and adopts accounts the app did not make, other test
 * files' included, so this file runs alone (`.alone.int`, after the files that run in
 * parallel; dev/test-run/runner.ts).
 */
const members = (...args: string[]) => runInProcess(runMembers, args);
const unique = (name: string) => `${name}-${Date.now()}@example.com`;
beforeAll(markOutsideNext);
jest.setTimeout(60_000);

it('migrate binds records to their accounts, adopting one made outside the app, and moves progress documents, once', async () => {
  const email = unique('cli-migrate');
  // An account the app did not make (no member claim): whoever made it keeps no password.
  const { uid } = await adminAuth().createUser({ email, password: 'Secret-123' });
  const record = adminDb().doc(`users/${email}`);
  await record.set({
    courses: ['course-market-basics'],
    progress: { 'class-b': { courseId: 'course-market-basics', position: 99 } },
  });
  await record
    .collection('progress')
    .doc('class-a')
    .set({ courseId: 'course-market-basics', position: 12 });
  // A newer entry already in the record wins over the old document.
  await record
    .collection('progress')
    .doc('class-b')
    .set({ courseId: 'course-market-basics', position: 1 });
  // An address whose account is bound to another record: its e-mail address was changed.
  const renamedTo = unique('cli-migrate-renamed');
  const other = await adminAuth().createUser({ email: renamedTo, password: 'Secret-123' });
  await adminDb()
    .doc(`users/${unique('cli-migrate-own')}`)
    .set({ uid: other.uid });
  await adminDb()
    .doc(`users/${renamedTo}`)
    .set({ courses: ['course-candlesticks'] });

  const run = await members('migrate');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/accounts bound [1-9]\d* \(adopted [1-9]\d*\), refused [1-9]/);
  expect((await adminAuth().getUser(uid)).customClaims).toEqual({ member: true });
  expect((await record.get()).get('uid')).toBe(uid);
  expect((await identityToolkit('signInWithPassword', { email, password: 'Secret-123' })).ok).toBe(
    false,
  );
  const audit = await adminDb().collection('auditLog').where('member', '==', email).get();
  expect(audit.docs.map((doc) => doc.data())).toContainEqual(
    expect.objectContaining({ action: 'adopt', status: 'done' }),
  );
  expect((await adminDb().doc(`users/${renamedTo}`).get()).get('uid')).toBeUndefined();
  expect((await adminAuth().getUser(other.uid)).customClaims ?? {}).toEqual({});
  const progress = (await record.get()).get('progress');
  expect(progress['class-a']).toMatchObject({ position: 12 });
  expect(progress['class-b']).toMatchObject({ position: 99 });
  // Run again, nothing changes: the moved entry is not overwritten by the old document.
  await record.set({ progress: { 'class-a': { position: 30 } } }, { merge: true });
  expect((await members('migrate')).code).toBe(0);
  expect((await record.get()).get('progress')['class-a']).toMatchObject({ position: 30 });
});
