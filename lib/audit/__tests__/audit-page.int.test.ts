import { randomUUID } from 'node:crypto';
import { adminDb } from '../../firebase';
import { parseCursor } from '../../firebase/keyset-page';
import { fetchAuditPage, type AuditEntry } from '../log';

/** Against the stack's Firestore stand-in: the queries the console's audit page makes. */
const actor = `int-${randomUUID()}`;
const members = [`a-${randomUUID()}@example.com`, `b-${randomUUID()}@example.com`];
// Newest first: several entries share a millisecond, across page boundaries.
const times = [9, 7, 7, 7, 7, 5, 5, 3].map((t) => 1_700_000_000_000 + t);

beforeAll(async () => {
  await Promise.all(
    times.map((at, i) =>
      adminDb()
        .collection('auditLog')
        .add({
          at,
          actor,
          action: `step ${i}`,
          member: members[i % 2]!,
          grant: 'manual',
          before: null,
          after: null,
          source: 'int test',
        } satisfies AuditEntry),
    ),
  );
});

async function everyPage(filter: { member?: string; actor?: string }, limit: number) {
  const seen: string[] = [];
  let cursor = null;
  for (let pages = 0; pages < 20; pages++) {
    const page = await fetchAuditPage(filter, cursor, limit);
    seen.push(...page.entries.map((entry) => `${entry.at}:${entry.action}`));
    if (!page.next) return seen;
    cursor = parseCursor(page.next);
  }
  throw new Error('paging did not end');
}

test('pages through one actor newest first, losing and repeating nothing at equal times', async () => {
  const seen = await everyPage({ actor }, 2);
  expect(seen).toHaveLength(times.length);
  expect(new Set(seen).size).toBe(times.length);
  expect(seen.map((s) => Number(s.split(':')[0]))).toEqual(times);
});

test('filters by member, and by member and actor together', async () => {
  const byMember = await everyPage({ member: members[0] }, 3);
  expect(byMember).toHaveLength(4);
  expect(await everyPage({ member: members[1], actor }, 10)).toHaveLength(4);
  expect(await everyPage({ member: members[1], actor: 'someone else' }, 10)).toHaveLength(0);
});
