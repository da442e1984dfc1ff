import { randomUUID } from 'node:crypto';
import { adminAuth, adminDb } from '../../firebase/admin';
import { listMembers } from '../directory';

/** listMembers against the running stack: a prefix of its own, so other tests' records do not count. */
jest.setTimeout(60_000);

const PREFIX = `dir-${randomUUID().slice(0, 8)}-`;
const emailOf = (i: number) => `${PREFIX}${String(i).padStart(3, '0')}@example.com`;
const COUNT = 120;

beforeAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  for (let i = 0; i < COUNT; i++)
    batch.set(db.doc(`users/${emailOf(i)}`), { courses: ['course-a'] });
  // One subscriber whose renewal failed, one with a plan in good standing.
  batch.set(
    db.doc(`users/${emailOf(1)}`),
    {
      grants: {
        [`sub:${PREFIX}s1`]: { courses: ['course-b'], source: 'plan:p', accessUntil: null },
      },
    },
    { merge: true },
  );
  batch.set(db.doc(`subscriptions/${PREFIX}s1`), { status: 'past_due', email: emailOf(1) });
  await batch.commit();
  await adminAuth().createUser({ email: emailOf(0) });
  await adminAuth().createUser({ email: emailOf(1) });
  await adminAuth().createUser({ email: emailOf(2), disabled: true });
  // Just outside the prefix on either side: never listed.
  await db.doc(`users/${PREFIX.slice(0, -1)}@example.com`).set({ courses: [] });
  await db.doc(`users/${PREFIX.slice(0, -1)}.@example.com`).set({ courses: [] });
});

describe('listMembers', () => {
  it('keeps only the members who chose a language, with it on each row, paging by cursor', async () => {
    const db = adminDb();
    await Promise.all([
      db.doc(`users/${emailOf(5)}`).update({ language: 'ms' }),
      db.doc(`users/${emailOf(7)}`).update({ language: 'ms' }),
      db.doc(`users/${emailOf(9)}`).update({ language: 'zh' }),
    ]);
    const malay = await listMembers({ prefix: PREFIX, language: 'ms', limit: 1 });
    expect(malay.rows.map((row) => [row.email, row.language])).toEqual([[emailOf(5), 'ms']]);
    expect(malay.next).toBe(emailOf(5));
    const rest = await listMembers({ prefix: PREFIX, language: 'ms', after: malay.next, limit: 1 });
    expect(rest.rows.map((row) => row.email)).toEqual([emailOf(7)]);
    expect((await listMembers({ prefix: PREFIX, language: 'zh' })).rows).toHaveLength(1);
    expect(
      (await listMembers({ prefix: PREFIX, after: emailOf(4), limit: 1 })).rows[0],
    ).toMatchObject({ email: emailOf(5), language: 'ms' });
  });

  it('pages through the members with the prefix by e-mail, 50 at a time, with a cursor', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    const sizes: number[] = [];
    do {
      const page = await listMembers({ prefix: PREFIX, after, limit: 50 });
      sizes.push(page.rows.length);
      seen.push(...page.rows.map((row) => row.email));
      after = page.next;
    } while (after);
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(Array.from({ length: COUNT }, (_, i) => emailOf(i)));
  });

  it('has no next page when the last page is exactly full', async () => {
    const page = await listMembers({ prefix: PREFIX, after: emailOf(69), limit: 50 });
    expect(page.rows).toHaveLength(50);
    expect(page.next).toBeNull();
  });

  it('narrows to a longer prefix, case as typed does not matter to the caller of memberPrefix', async () => {
    const page = await listMembers({ prefix: `${PREFIX}11` });
    expect(page.rows.map((r) => r.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => emailOf(110 + i)),
    );
    expect((await listMembers({ prefix: `${PREFIX}zz` })).rows).toEqual([]);
  });

  it('gives each row its status from Auth and the subscriptions, its courses and sources', async () => {
    const { rows } = await listMembers({ prefix: PREFIX, limit: 4 });
    expect(rows.map((r) => [r.email, r.status, r.courses, r.sources])).toEqual([
      [emailOf(0), 'active', 1, ['manual']],
      [emailOf(1), 'past due', 2, ['manual', 'plan']],
      [emailOf(2), 'disabled', 1, ['manual']],
      [emailOf(3), 'no account', 1, ['manual']],
    ]);
    expect(new Date(rows[0]!.createdAt!).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(rows[3]).toMatchObject({ createdAt: null, lastSignInAt: null });
  });
});
