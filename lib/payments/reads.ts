import 'server-only';
import { db, subscriptionStateOf } from './firestore';
import type { SubscriptionState } from './paid-access';

/** What the console's member page reads of a member's payments. */

/** A member's subscription as subscriptions/{id} holds it. */
export type MemberSubscription = SubscriptionState & { id: string };

/** The subscriptions paid with the member's e-mail (few per member: no limit). */
export async function fetchMemberSubscriptions(email: string): Promise<MemberSubscription[]> {
  const snapshot = await db().collection('subscriptions').where('email', '==', email).get();
  return snapshot.docs.map((doc) => ({ ...subscriptionStateOf(doc.data()), id: doc.id }));
}

/** paymentEvents/{id}: one payment event as applied (see applySubscriptionEventOnce, applyPassOnce). */
export type PaymentEventRecord = {
  id: string;
  provider: string;
  type: string;
  /** When the provider made the event (ms). */
  created: number;
  subscription: string | null;
  payment: string | null;
  outcome: string;
  unmatched: string[];
  /** A refund's or dispute's kind (`refund`, `partial refund`, `dispute`, `dispute won`, …). */
  action: string | null;
  /** A refund's amounts: the payment's and how much of it is refunded so far (minor units). */
  amount: number | null;
  refunded: number | null;
  currency: string | null;
};

/** The member's latest payment events, newest first (needs the index in firestore.indexes.json). */
export async function fetchMemberPaymentEvents(
  email: string,
  limit = 50,
): Promise<PaymentEventRecord[]> {
  const snapshot = await db()
    .collection('paymentEvents')
    .where('email', '==', email)
    .orderBy('created', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const number = (value: unknown) => (typeof value === 'number' ? value : null);
    return {
      id: doc.id,
      provider: text(data.provider) ?? '',
      type: text(data.type) ?? '',
      created: typeof data.created === 'number' ? data.created : 0,
      subscription: text(data.subscription),
      payment: text(data.payment),
      outcome: text(data.outcome) ?? '',
      action: text(data.action),
      amount: number(data.amount),
      refunded: number(data.refunded),
      currency: text(data.currency),
      unmatched: Array.isArray(data.unmatched)
        ? data.unmatched.filter((p) => typeof p === 'string')
        : [],
    };
  });
}
