import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { PricedPlan } from '../../lib/payments/client';
import {
  COMPLETIONS,
  dailyDocId,
  dayKey,
  ENDS,
  JOINS,
  LAST_ACTIVE,
  mergeDelta,
  revenueDelta,
  WEEK_LEARNERS,
  weekKey,
  type StatsDelta,
} from '../../lib/stats/client';
import { DAY_MS } from '../../lib/time';
import { mulberry32 } from '../generators/seeded-random';

/** Days of history the demo's overview starts with (its charts show 90 days and 12 months). */
export const HISTORY_DAYS = 200;
/** What the Stripe stand-in charges for a price by default (minor units of MYR). */
const DEMO_AMOUNT = 9900;

export type DemoPaymentEvent = { id: string; data: Record<string, unknown> };

/**
 * A few months of made-up history for the demo's console overview, from a fixed seed:
 * daily joins and ends (each day's ends repeat the joins of a few days before, so the
 * active members walked back from today stay near today's count), learners, completions,
 * and a payment event per plan every few days (some refunded) whose revenue entries the
 * counters sum, as the app's own writes and `members -- migrate` would. Ends before today.
 */
export function demoHistory(
  nowMs: number,
  plans: readonly PricedPlan[],
): { stats: StatsDelta; events: DemoPaymentEvent[] } {
  const random = mulberry32(20_260_101);
  const stats: StatsDelta = new Map();
  const events: DemoPaymentEvent[] = [];
  const today = Math.floor(nowMs / DAY_MS);
  const joins: number[] = [];
  const set = (day: string, field: string, n: number) => {
    if (n !== 0) mergeDelta(stats, new Map([[dailyDocId(day), new Map([[field, n]])]]));
  };
  const weeks = new Map<string, number>();
  for (let i = HISTORY_DAYS; i >= 1; i--) {
    const at = (today - i) * DAY_MS + 10 * 3_600_000;
    const day = dayKey(at);
    const joined = Math.floor(random() * 4);
    joins.push(joined);
    set(day, JOINS, joined);
    set(day, ENDS, joins.at(-4) ?? 0);
    const learners = 2 + Math.floor(random() * 5);
    set(day, LAST_ACTIVE, Math.floor(learners / 3));
    set(day, COMPLETIONS, Math.floor(random() * 6));
    weeks.set(weekKey(at), Math.max(weeks.get(weekKey(at)) ?? 0, learners + 3));
    plans.forEach(({ price, mode }, p) => {
      if ((i + p * 3) % (mode === 'subscription' ? 4 : 9) !== 0) return;
      const refunded = random() < 0.1;
      const base = {
        provider: 'stripe',
        type: mode === 'subscription' ? 'invoice.paid' : 'checkout.session.completed',
        created: at,
        email: `history-${i}-${p}@example.com`,
        outcome: 'applied',
        unmatched: [],
        at,
      };
      const entries = [{ plan: price, currency: 'myr', amount: DEMO_AMOUNT }];
      events.push({ id: `evt_demo_${i}_${p}`, data: { ...base, revenue: entries } });
      if (refunded)
        events.push({
          id: `evt_demo_${i}_${p}_refund`,
          data: {
            ...base,
            type: 'charge.refunded',
            action: 'refund',
            amount: DEMO_AMOUNT,
            refunded: DEMO_AMOUNT,
            currency: 'myr',
            revenue: [{ plan: price, currency: 'myr', amount: -DEMO_AMOUNT }],
          },
        });
    });
  }
  for (const [week, learners] of weeks) set(week, WEEK_LEARNERS, learners);
  for (const { data } of events)
    for (const entry of data.revenue as Array<{ plan: string; currency: string; amount: number }>)
      mergeDelta(stats, revenueDelta(entry.plan, entry.currency, entry.amount, data.at as number));
  return { stats, events };
}

/**
 * Writes the demo history: its counters into stats/* (days before today only, so what the
 * app counts today is its own) and its payment events. Set, not added: seeding again
 * writes the same.
 */
export async function seedHistory(projectId: string, plans: readonly PricedPlan[]): Promise<void> {
  const app = initializeApp({ projectId }, `seed-history-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const { stats, events } = demoHistory(Date.now(), plans);
    const writes = [
      ...[...stats].map(
        ([id, fields]) =>
          (batch: FirebaseFirestore.WriteBatch) =>
            batch.set(db.doc(`stats/${id}`), Object.fromEntries(fields), { merge: true }),
      ),
      ...events.map(
        ({ id, data }) =>
          (batch: FirebaseFirestore.WriteBatch) =>
            batch.set(db.doc(`paymentEvents/${id}`), data),
      ),
    ];
    for (let i = 0; i < writes.length; i += 400) {
      const batch = db.batch();
      for (const write of writes.slice(i, i + 400)) write(batch);
      await batch.commit();
    }
  } finally {
    await deleteApp(app);
  }
}
