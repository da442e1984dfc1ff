import { randomUUID } from 'node:crypto';
import { migrateMembers } from '../../accounts/migrate';
import { addMember } from '../../accounts/provisioning';
import { adminDb } from '../../firebase/admin';
import { fetchCourseFunnel } from '../../grants/course-members';
import { addFreeDays, endAccessNow } from '../../grants/grant-end';
import {
  applyChargeOnce,
  applyPassOnce,
  applySubscriptionEventOnce,
} from '../../payments/event-store';
import { applyExternalGrantOnce } from '../../payments/grant-store';
import { savePosition, setCompleted } from '../../progress/store';
import { DAY_MS } from '../../time';
import { dayKey, monthKey, nextDayStart, revenueField } from '../rules';
import { fetchOverview } from '../store';

/**
 * The overview's counters against the running stack's Firestore: each is written by the
 * transaction that changes access, progress or a payment, and the backfill rebuilds them.
 * Site-wide counters (today's joins) may move under parallel tests: exact checks use days
 * and plans no other test touches.
 */
jest.setTimeout(180_000);

const run = randomUUID().slice(0, 8);
const stat = async (doc: string, field: string): Promise<number> => {
  const value: unknown = (await adminDb().doc(`stats/${doc}`).get()).get(field);
  return typeof value === 'number' ? value : 0;
};
/** A day of its own, far ahead, so its counters are this test's alone. */
const ownDay = (offsetDays: number) =>
  Date.parse('2300-01-01T10:00:00Z') +
  (parseInt(run.slice(0, 6), 16) % 20_000) * DAY_MS +
  offsetDays * DAY_MS;

it('grant changes keep the member’s access end and move the joins and ends', async () => {
  const email = `stats-access-${run}@example.com`;
  const end = ownDay(0);
  const today = `daily-${dayKey(Date.now())}`;
  const joinsBefore = await stat(today, 'joins');
  await applyExternalGrantOnce({
    reference: `stats-${run}`,
    email,
    actor: 'test',
    grant: { courses: ['course-candlesticks'], source: 'manual', accessUntil: end },
  });
  expect((await adminDb().doc(`users/${email}`).get()).get('accessUntil')).toBe(end);
  expect(await stat(`daily-${dayKey(end)}`, 'ends')).toBe(1);
  expect(await stat(today, 'joins')).toBeGreaterThanOrEqual(joinsBefore + 1);

  await addFreeDays(email, `ext:stats-${run}`, 10);
  expect(await stat(`daily-${dayKey(end)}`, 'ends')).toBe(0);
  expect(await stat(`daily-${dayKey(end + 10 * DAY_MS)}`, 'ends')).toBe(1);

  const endsBefore = await stat(today, 'ends');
  await endAccessNow(email, `ext:stats-${run}`);
  expect(await stat(`daily-${dayKey(end + 10 * DAY_MS)}`, 'ends')).toBe(0);
  expect(await stat(today, 'ends')).toBeGreaterThanOrEqual(endsBefore + 1);
  expect((await adminDb().doc(`users/${email}`).get()).get('accessUntil')).toBeLessThanOrEqual(
    Date.now(),
  );
});

it('"Active members" counts records whose access runs now', async () => {
  const before = (await fetchOverview()).figures.activeMembers;
  await addMember(`stats-active-${run}@example.com`, { courses: ['course-candlesticks'] });
  const after = (await fetchOverview()).figures.activeMembers;
  expect(after).toBeGreaterThanOrEqual(before + 1);
});

it('a member whose access ends later today counts once on every earlier day', async () => {
  // The end must stay ahead, and today, until the overview is read.
  const wait = nextDayStart(Date.now()) - Date.now();
  if (wait < 5 * 60_000) await new Promise((resolve) => setTimeout(resolve, wait + 1000));
  const activeOn = async () =>
    new Map((await fetchOverview()).active.map((point) => [point.day, point.active]));
  const today = dayKey(Date.now());
  const yesterday = dayKey(Date.now() - DAY_MS);
  const before = await activeOn();
  await applyExternalGrantOnce({
    reference: `stats-today-${run}`,
    email: `stats-today-${run}@example.com`,
    actor: 'test',
    grant: {
      courses: ['course-candlesticks'],
      source: 'manual',
      accessUntil: Date.now() + 3 * 60_000,
    },
  });
  const after = await activeOn();
  expect(after.get(today)).toBe(before.get(today)! + 1);
  expect(after.get(yesterday)).toBe(before.get(yesterday));
});

it('a renewal’s payment counts for its plan, its refunds net it out, each once', async () => {
  const plan = `price_stats_${run}`;
  const subscription = `sub_stats_${run}`;
  const email = `stats-pay-${run}@example.com`;
  const now = Date.now();
  const field = revenueField(plan, 'usd');
  const day = `daily-${dayKey(now)}`;
  const month = `monthly-${monthKey(now)}`;
  const meta = { provider: 'stripe', type: 'test', graceMs: 0 };
  await applySubscriptionEventOnce(
    {
      id: `evt_p_${run}`,
      created: now,
      subscription,
      type: 'purchase',
      email,
      price: plan,
      currentPeriodEnd: now + 30 * DAY_MS,
    },
    meta,
  );
  const renewal = {
    id: `evt_r_${run}`,
    created: now,
    subscription,
    type: 'renewal' as const,
    currentPeriodEnd: now + 30 * DAY_MS,
    paid: { amount: 4900, currency: 'usd' },
  };
  await applySubscriptionEventOnce(renewal, meta);
  await applySubscriptionEventOnce(renewal, meta); // redelivered: a duplicate
  expect(await stat(day, field)).toBe(4900);
  expect(await stat(month, field)).toBe(4900);
  const refund = (id: string, refunded: number) => ({
    id,
    created: now,
    subscription,
    type: 'refund' as const,
    payment: `pi_stats_${run}`,
    periodEnd: now + 30 * DAY_MS,
    amount: 4900,
    refunded,
    currency: 'usd',
  });
  await applySubscriptionEventOnce(refund(`evt_f1_${run}`, 1000), meta);
  expect(await stat(day, field)).toBe(3900);
  await applySubscriptionEventOnce(refund(`evt_f2_${run}`, 4900), meta);
  expect(await stat(day, field)).toBe(0);
  expect(await stat(month, field)).toBe(0);
});

it('a pass’s payment counts per price line, its refund nets it out', async () => {
  const plan = `price_pass_${run}`;
  const field = revenueField(plan, 'myr');
  const now = Date.now();
  const day = `daily-${dayKey(now)}`;
  await applyPassOnce(
    {
      id: `evt_cs_${run}`,
      created: now,
      email: `stats-pass-${run}@example.com`,
      payment: `cs_${run}`,
      paymentIntent: `pi_pass_${run}`,
      prices: [plan],
      paid: [{ price: plan, amount: 12000, currency: 'myr' }],
    },
    { provider: 'stripe', type: 'test' },
  );
  expect(await stat(day, field)).toBe(12000);
  await applyChargeOnce(
    {
      id: `evt_ch_${run}`,
      created: now,
      payment: `pi_pass_${run}`,
      type: 'refund',
      amount: 12000,
      refunded: 12000,
      currency: 'myr',
    },
    { provider: 'stripe', type: 'test' },
  );
  expect(await stat(day, field)).toBe(0);
});

it('progress moves the member’s last watching day, counts completions and the funnel’s half', async () => {
  const email = `stats-learner-${run}@example.com`;
  const course = { id: `stats-course-${run}`, classIds: [`a-${run}`, `b-${run}`] };
  const earlier = Date.parse('1990-01-01T10:00:00Z') + (parseInt(run, 16) % 3000) * DAY_MS;
  await adminDb()
    .doc(`users/${email}`)
    .set({ courses: [course.id], lastWatchedAt: earlier });
  const today = `daily-${dayKey(Date.now())}`;
  const completionsBefore = await stat(today, 'completions');

  await savePosition(email, course, {
    classId: course.classIds[0]!,
    position: 5,
    duration: 100,
    complete: false,
  });
  expect(await stat(`daily-${dayKey(earlier)}`, 'lastActive')).toBe(-1);
  const record = await adminDb().doc(`users/${email}`).get();
  expect(record.get('lastWatchedAt')).toBeGreaterThan(Date.now() - 60_000);
  expect((await fetchCourseFunnel([course.id])).get(course.id)?.half).toBe(0);

  await setCompleted(email, course, { classId: course.classIds[0]!, completed: true });
  await setCompleted(email, course, { classId: course.classIds[0]!, completed: true });
  expect(await stat(today, 'completions')).toBeGreaterThanOrEqual(completionsBefore + 1);
  expect((await fetchCourseFunnel([course.id])).get(course.id)).toEqual({
    entitled: 0,
    started: 1,
    half: 1,
    completed: 0,
  });
});

it('migrate rebuilds the counters from the records and the payment events', async () => {
  const email = `stats-backfill-${run}@example.com`;
  const end = ownDay(40);
  await adminDb()
    .doc(`users/${email}`)
    .set({
      grants: {
        [`ext:bf-${run}`]: { courses: ['course-candlesticks'], source: 'manual', accessUntil: end },
      },
    });
  const plan = `price_bf_${run}`;
  await adminDb()
    .doc(`paymentEvents/evt_bf_${run}`)
    .set({ created: Date.now(), revenue: [{ plan, currency: 'usd', amount: 777 }] });
  // Counters that no record explains are gone after the rebuild.
  await adminDb()
    .doc(`stats/daily-${dayKey(ownDay(41))}`)
    .set({ ends: 5 });

  const report = await migrateMembers();
  expect(report.statsDocs).toBeGreaterThan(0);
  expect((await adminDb().doc(`users/${email}`).get()).get('accessUntil')).toBe(end);
  expect(await stat(`daily-${dayKey(end)}`, 'ends')).toBe(1);
  expect(await stat(`daily-${dayKey(ownDay(41))}`, 'ends')).toBe(0);
  expect(await stat(`daily-${dayKey(Date.now())}`, revenueField(plan, 'usd'))).toBe(777);
  expect(await stat(`monthly-${monthKey(Date.now())}`, revenueField(plan, 'usd'))).toBe(777);
});
