import 'server-only';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { adminDb } from '../firebase';
import {
  accessDelta,
  backfillDelta,
  dailyDocId,
  lastMonths,
  monthlyDocId,
  nextDayStart,
  overviewDays,
  overviewOf,
  progressDelta,
  revenueDelta,
  revenueRecordsOf,
  type Counters,
  type MemberHistory,
  type Overview,
  type StatsDelta,
} from './rules';

/**
 * stats/{daily-<yyyy-mm-dd> | monthly-<yyyy-mm>}: counters incremented in the transaction of
 * the change they count (rules.ts says which). Top-level fields only: the local Firestore
 * stand-in applies increments to top-level fields, not nested ones.
 */
const statsDoc = (id: string) => adminDb().collection('stats').doc(id);

/** Writes a delta's increments (a write only: call it after the transaction's reads). */
export function writeStatsDelta(transaction: Transaction, delta: StatsDelta): void {
  for (const [id, fields] of delta) {
    const increments = Object.fromEntries(
      [...fields].map(([field, n]) => [field, FieldValue.increment(n)]),
    );
    transaction.set(statsDoc(id), increments, { merge: true });
  }
}

/** Counts a change of the member's access end (joins, ends). */
export function writeAccessStats(
  transaction: Transaction,
  access: { before: number; after: number },
  nowMs: number = Date.now(),
): void {
  writeStatsDelta(transaction, accessDelta(access.before, access.after, nowMs));
}

/** Counts a progress write: the member's latest watching day and week, a class completed. */
export function writeProgressStats(
  transaction: Transaction,
  progress: { lastWatchedAt: number | null; newlyCompleted: boolean },
  nowMs: number = Date.now(),
): void {
  writeStatsDelta(
    transaction,
    progressDelta(progress.lastWatchedAt, nowMs, progress.newlyCompleted),
  );
}

/** Counts a payment (positive amount) or a refund (negative) for its plan. */
export function writeRevenueStats(
  transaction: Transaction,
  revenue: { plan: string | null; currency: string; amount: number; at: number },
): void {
  writeStatsDelta(
    transaction,
    revenueDelta(revenue.plan, revenue.currency, revenue.amount, revenue.at),
  );
}

/**
 * Replaces every stats document with the backfill's (the counters computed from the
 * records), in batches. Documents the backfill has no counter for are deleted.
 */
export async function replaceStats(delta: StatsDelta): Promise<number> {
  const db = adminDb();
  const existing = await db.collection('stats').select().get();
  const writes: Array<(batch: FirebaseFirestore.WriteBatch) => void> = [];
  for (const doc of existing.docs) if (!delta.has(doc.id)) writes.push((b) => b.delete(doc.ref));
  for (const [id, fields] of delta)
    writes.push((b) => b.set(statsDoc(id), Object.fromEntries(fields)));
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + 400)) write(batch);
    await batch.commit();
  }
  return delta.size;
}

/**
 * The overview: one batched read of the daily and monthly documents it shows (about 110,
 * whatever the number of members) and two count()s: the members with access now, and those
 * of them whose access ends later today (today's ends hold them already).
 */
export async function fetchOverview(nowMs: number = Date.now()): Promise<Overview> {
  const db = adminDb();
  const dayKeys = overviewDays(nowMs);
  const monthKeys = lastMonths(nowMs, 12);
  const refs = [
    ...dayKeys.map((day) => statsDoc(dailyDocId(day))),
    ...monthKeys.map((month) => statsDoc(monthlyDocId(month))),
  ];
  const users = db.collection('users').where('accessUntil', '>', nowMs);
  const [snapshots, active, endingLaterToday] = await Promise.all([
    db.getAll(...refs),
    users.count().get(),
    users.where('accessUntil', '<', nextDayStart(nowMs)).count().get(),
  ]);
  const data = new Map(snapshots.map((s) => [s.id, (s.data() ?? {}) as Counters]));
  return overviewOf({
    nowMs,
    activeNow: active.data().count,
    endingLaterToday: endingLaterToday.data().count,
    days: new Map(dayKeys.map((day) => [day, data.get(dailyDocId(day)) ?? {}])),
    months: new Map(monthKeys.map((month) => [month, data.get(monthlyDocId(month)) ?? {}])),
  });
}

/**
 * Rebuilds every counter from the members' histories and the payment events' revenue
 * entries (a deploy step: reads every payment event once). Returns the documents written.
 */
export async function rebuildStats(members: Iterable<MemberHistory>): Promise<number> {
  const events = await adminDb().collection('paymentEvents').get();
  const revenue = events.docs.flatMap((doc) => revenueRecordsOf(doc.data()));
  return replaceStats(backfillDelta(members, revenue));
}
