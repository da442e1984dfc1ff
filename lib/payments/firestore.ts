import 'server-only';
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../audit';
import { adminDb } from '../firebase';
import { writeCourseAccess } from '../members';
import {
  auditedGrant,
  courseSinceField,
  sinceField,
  storedGrant,
  type Grant,
  type Grants,
} from '../members/client';
import { NEW_SUBSCRIPTION, type SubscriptionState } from './paid-access';

/**
 * What lib/payments' stores share: the documents more than one of them names, and the
 * transaction that applies a payment event or an external grant exactly once, and the
 * write of the grant changes either decides.
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

/**
 * Runs an event's transaction once; a delivery that finds the event recorded (or loses
 * the race to record it) is a duplicate. The event document is the transaction's first
 * write: the local Firestore stand-in applies a commit's writes in order and stops at the
 * first that fails, so a losing duplicate writes nothing.
 */
export async function once<T>(
  record: DocumentReference,
  work: (transaction: Transaction) => Promise<T>,
  duplicate: (recorded: Record<string, unknown> | undefined) => T,
): Promise<T> {
  try {
    return await db().runTransaction(async (transaction) => {
      const recorded = await transaction.get(record);
      return recorded.exists ? duplicate(recorded.data()) : work(transaction);
    });
  } catch (error) {
    if (isAlreadyExists(error)) return duplicate((await record.get()).data());
    throw error;
  }
}

export type GrantChange = { key: string; before: Grant | null; after: Grant };

/**
 * Writes the grant changes, the course access they move (`grants` is the record's before
 * them) and their audit entries, after every read of the transaction.
 */
export function writeGrants(
  transaction: Transaction,
  member: {
    ref: DocumentReference;
    email: string;
    grants: Grants;
    record: DocumentData | undefined;
  },
  changes: GrantChange[],
  audit: { actor: string; action: string; source: string },
): void {
  if (changes.length === 0) return;
  const { ref, email, grants, record } = member;
  const now = Date.now();
  transaction.set(
    ref,
    {
      grants: Object.fromEntries(
        changes.map((c) => [
          c.key,
          {
            ...storedGrant(c.after),
            ...sinceField(c.before, now),
            ...courseSinceField(c.before, c.after, now),
          },
        ]),
      ),
    },
    { merge: true },
  );
  const after = { ...grants, ...Object.fromEntries(changes.map((c) => [c.key, c.after])) };
  writeCourseAccess(transaction, email, grants, after, record);
  for (const change of changes) {
    appendAuditEntry(transaction, {
      at: Date.now(),
      ...audit,
      member: email,
      grant: change.key,
      before: change.before && auditedGrant(change.before),
      after: auditedGrant(change.after),
    });
  }
}
