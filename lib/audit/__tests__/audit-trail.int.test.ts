import { randomUUID } from 'node:crypto';
import { adminAuth, adminDb } from '../../firebase';
import { withAuditEntry, type AuditEntry } from '../log';

/** Against the stack: an account change is never made without its audit entry. */
jest.setTimeout(60_000);

const entriesOf = async (member: string) =>
  (await adminDb().collection('auditLog').where('member', '==', member).get()).docs.map(
    (doc) => doc.data() as AuditEntry,
  );
const entry = (member: string): AuditEntry => ({
  at: Date.now(),
  actor: 'int-test',
  source: 'audit trail test',
  action: 'disable',
  member,
  grant: 'account',
  before: null,
  after: null,
});

test('the entry is written pending before the change and marked done after it', async () => {
  const member = `trail-${randomUUID()}@example.com`;
  let seenDuringChange: AuditEntry[] = [];
  const answer = await withAuditEntry(entry(member), async () => {
    seenDuringChange = await entriesOf(member);
    return 'changed';
  });
  expect(answer).toBe('changed');
  expect(seenDuringChange).toEqual([expect.objectContaining({ status: 'pending' })]);
  expect(await entriesOf(member)).toEqual([expect.objectContaining({ status: 'done' })]);
});

test('a change that fails leaves its entry marked failed, and the failure is not hidden', async () => {
  const member = `trail-${randomUUID()}@example.com`;
  await expect(
    withAuditEntry(entry(member), () =>
      adminAuth().updateUser(`no-such-${randomUUID()}`, { disabled: true }),
    ),
  ).rejects.toMatchObject({ code: 'auth/user-not-found' });
  expect(await entriesOf(member)).toEqual([expect.objectContaining({ status: 'failed' })]);
});
