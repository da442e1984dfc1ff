import { randomUUID } from 'node:crypto';
import { byOperator } from '../../audit';
import { adminDb } from '../../firebase/admin';
import { fetchPlans, savePlan, STALE_PLAN } from '../plan-admin';

/** The console's Plans page's reads and saves against the running stack's Firestore. */
jest.setTimeout(60_000);

const by = byOperator('plans-operator@example.com');
const newPrice = () => `price_int_plans_${randomUUID().slice(0, 8)}`;
const doc = (price: string) => adminDb().doc(`plans/${price}`);
const monthly = { name: 'Monthly', mode: 'subscription', courses: ['course-market-basics'] };
const listed = async (price: string) => (await fetchPlans()).find((p) => p.price === price)!;
const entries = async (price: string) =>
  (await adminDb().collection('auditLog').where('grant', '==', `plan:${price}`).get()).size;

test('an edit made from the page saves; one made from a page read before another change is refused', async () => {
  const price = newPrice();
  await doc(price).set(monthly);
  const seen = await listed(price);

  // Another operator saves first, from their own read.
  const theirs = { ...monthly, name: 'Monthly (theirs)' };
  expect(await savePlan(price, theirs, { create: false, by, version: seen.version })).toEqual({
    ok: true,
  });

  // This operator's edit, made from the older read: refused, nothing stored or audited.
  const mine = { ...monthly, courses: ['course-market-basics', 'course-candlesticks'] };
  expect(await savePlan(price, mine, { create: false, by, version: seen.version })).toEqual({
    ok: false,
    field: 'version',
    error: STALE_PLAN,
    stale: true,
  });
  expect((await doc(price).get()).data()).toEqual(theirs);
  expect(await entries(price)).toBe(1);

  // Read again, the same edit replaces theirs.
  const again = await listed(price);
  expect(again.version).not.toBe(seen.version);
  expect(await savePlan(price, mine, { create: false, by, version: again.version })).toEqual({
    ok: true,
  });
  expect((await doc(price).get()).data()).toEqual(mine);

  // Sent again (a retry after a lost answer): the plan is already what it saves, so it stands.
  expect(await savePlan(price, mine, { create: false, by, version: again.version })).toEqual({
    ok: true,
  });
  expect((await doc(price).get()).data()).toEqual(mine);
});

test('an edit that names no version, or a made-up one, is refused', async () => {
  const price = newPrice();
  await doc(price).set(monthly);
  const renamed = { ...monthly, name: 'Renamed' };
  for (const version of [undefined, '', 'not-a-version']) {
    expect(await savePlan(price, renamed, { create: false, by, version })).toMatchObject({
      ok: false,
      stale: true,
    });
  }
  expect((await doc(price).get()).data()).toEqual(monthly);
  expect(await entries(price)).toBe(0);
});

test("a plan's version depends on what it holds, not on the order of its fields", async () => {
  const [a, b] = [newPrice(), newPrice()];
  await doc(a).set({ name: 'Same', mode: 'subscription', courses: ['course-market-basics'] });
  await doc(b).set({ courses: ['course-market-basics'], mode: 'subscription', name: 'Same' });
  expect((await listed(a)).version).toBe((await listed(b)).version);
  await doc(b).update({ courses: ['course-candlesticks'] });
  expect((await listed(a)).version).not.toBe((await listed(b)).version);
});
