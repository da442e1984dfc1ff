import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '../../audit';
import { adminAuth, adminDb } from '../../firebase';
import { setOperator } from '../operator-role';
import { addMember, sendPasswordReset, setDisabled } from '../provisioning';

/** Against the stack: each change of an account is audited, its entry settled as done. */
jest.setTimeout(60_000);

const entriesOf = async (member: string) =>
  (await adminDb().collection('auditLog').where('member', '==', member).get()).docs.map(
    (doc) => doc.data() as AuditEntry,
  );

test('disable, enable, password reset and the operator role are each audited as done', async () => {
  const email = `trail-${randomUUID().slice(0, 8)}@example.com`;
  await addMember(email, { password: 'Secret-123' });
  await setDisabled(email, true);
  await setDisabled(email, false);
  await sendPasswordReset(email);
  await setOperator(email, true);
  await setOperator(email, false);
  const actions = (await entriesOf(email))
    .filter((e) => e.grant === 'account')
    .sort((a, b) => a.at - b.at);
  expect(actions.map((e) => [e.action, e.status])).toEqual([
    ['disable', 'done'],
    ['enable', 'done'],
    ['password-reset', 'done'],
    ['operator-grant', 'done'],
    ['operator-revoke', 'done'],
  ]);
});

test('a record whose account was deleted is bound to the next account made for it', async () => {
  const email = `trail-${randomUUID().slice(0, 8)}@example.com`;
  const first = await addMember(email, { courses: ['course-candlesticks'] });
  await adminAuth().deleteUser(first.uid);
  const second = await addMember(email);
  expect(second).toMatchObject({ created: true, refused: false });
  expect(second.uid).not.toBe(first.uid);
  expect((await adminDb().doc(`users/${email}`).get()).get('uid')).toBe(second.uid);
});
