import type { Transaction } from 'firebase-admin/firestore';
import type { Grant } from '../../members/grants';
import { writeGrants } from '../grant-writes';

// Document references as paths: the write's effects are read off a recording transaction.
jest.mock('../../firebase', () => {
  const ref = (path: string): unknown => ({
    path,
    doc: (id = 'new') => ref(`${path}/${id}`),
    collection: (name: string) => ref(`${path}/${name}`),
  });
  return { adminDb: () => ({ doc: (path: string) => ref(path), collection: ref }) };
});

type Write = { op: string; path: string; data: Record<string, unknown> };

function recording() {
  const writes: Write[] = [];
  const write =
    (op: string) =>
    (ref: { path: string }, data: Record<string, unknown>): void =>
      void writes.push({ op, path: ref.path, data });
  const transaction = { set: write('set'), create: write('create'), update: write('update') };
  return { writes, transaction: transaction as unknown as Transaction };
}

const email = 'member@example.com';
const pass: Grant = { courses: ['course-a'], source: 'plan:price_pass', accessUntil: 2e12 };
const audit = { actor: 'stripe', action: 'pass', source: 'evt_1' };

it("writes the grant, the course access and the audit entry, and answers the feed's tag", () => {
  const { writes, transaction } = recording();
  const tags = writeGrants(
    transaction,
    { email, record: { calendarFeed: 'abc', courses: [] } },
    [{ key: 'pass:pi_1', before: null, after: pass }],
    audit,
  );
  expect(tags).toEqual(['calendar-feed:abc']);
  const paths = writes.map((w) => `${w.op} ${w.path}`);
  expect(paths.filter((path) => !path.startsWith('set stats/'))).toEqual([
    `set users/${email}`,
    `set courseMembers/course-a/members/${email}`,
    `set users/${email}`,
    'create auditLog/new',
  ]);
  // The member's access now ends: the overview counts a join (lib/stats).
  expect(paths).toContainEqual(expect.stringMatching(/^set stats\/daily-/));
  expect(writes[0]!.data.grants).toEqual({
    'pass:pi_1': expect.objectContaining({ courses: ['course-a'], accessUntil: 2e12 }),
  });
  expect(writes.find((w) => w.op === 'create')!.data).toEqual(
    expect.objectContaining({ ...audit, member: email, grant: 'pass:pi_1', before: null }),
  );
});

it('answers no tag for a member without a calendar feed', () => {
  const { writes, transaction } = recording();
  const changes = [{ key: 'pass:pi_1', before: null, after: pass }];
  expect(writeGrants(transaction, { email, record: { courses: [] } }, changes, audit)).toEqual([]);
  expect(writes).not.toEqual([]);
});

it('writes nothing and answers no tag when nothing changed', () => {
  const { writes, transaction } = recording();
  expect(writeGrants(transaction, { email, record: { calendarFeed: 'abc' } }, [], audit)).toEqual(
    [],
  );
  expect(writes).toEqual([]);
});
