import 'server-only';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { adminDb } from '../firebase';
import { expireAccessTags } from '../members';
import { NEW_SUBSCRIPTION, type SubscriptionState } from './paid-access';

/**
 * What lib/payments' stores share: the documents more than one of them names, and the
 * transaction that applies a payment event or an external grant exactly once.
 */

export const db = () => adminDb();
export const planDoc = (price: string) => db().doc(`plans/${price}`);
export const subscriptionDoc = (subscription: string) => db().doc(`subscriptions/${subscription}`);

/** A subscription's state as subscriptions/{id} holds it (a new one when there is none). */
export function subscriptionStateOf(data: Record<string, unknown> | undefined): SubscriptionState {
  return data ? { ...NEW_SUBSCRIPTION, ...(data as Partial<SubscriptionState>) } : NEW_SUBSCRIPTION;
}

/** Firestore's ALREADY_EXISTS: a concurrent delivery of the same event recorded it first. */
const isAlreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

/** What a transaction's work answers: its result, and the cache tags its writes affect. */
export type Written<T> = { result: T; tags: readonly string[] };

/**
 * Runs an event's transaction once; a delivery that finds the event recorded (or loses
 * the race to record it) is a duplicate. The event document is the transaction's first
 * write: the local Firestore stand-in applies a commit's writes in order and stops at the
 * first that fails, so a losing duplicate writes nothing. The tags the committed attempt's
 * writes answered are expired once, after the commit: Firestore runs `work` again on a
 * retry, and an attempt may abort.
 */
export async function once<T>(
  record: DocumentReference,
  work: (transaction: Transaction) => Promise<Written<T>>,
  duplicate: (recorded: Record<string, unknown> | undefined) => T,
): Promise<T> {
  let written: Written<T>;
  try {
    written = await db().runTransaction(async (transaction): Promise<Written<T>> => {
      const recorded = await transaction.get(record);
      return recorded.exists ? { result: duplicate(recorded.data()), tags: [] } : work(transaction);
    });
  } catch (error) {
    if (isAlreadyExists(error)) return duplicate((await record.get()).data());
    throw error;
  }
  expireAccessTags(written.tags);
  return written.result;
}
