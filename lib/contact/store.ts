import 'server-only';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../firebase/admin';
import { decideRate, type RateRule } from '../sliding-window';
import type { ContactMessage } from './schema';

export const MESSAGES = 'contactMessages';
export const RATE_LIMITS = 'contactRateLimits';

/** off: no forms service configured; sent: forwarded; retry: forwarding failed, resend later. */
export type ForwardStatus = 'off' | 'sent' | 'retry';

export type StoredMessage = ContactMessage & {
  createdAt: Timestamp;
  forwardStatus: ForwardStatus;
  forwardAttempts: number;
  forwardError?: string | null;
};

export async function saveMessage(message: ContactMessage, forwardStatus: ForwardStatus) {
  const ref = await adminDb()
    .collection(MESSAGES)
    .add({
      ...message,
      createdAt: FieldValue.serverTimestamp(),
      forwardStatus,
      forwardAttempts: 0,
    });
  return ref.id;
}

export async function recordForward(
  id: string,
  outcome: { ok: true } | { ok: false; error: string },
) {
  await adminDb()
    .collection(MESSAGES)
    .doc(id)
    .update(
      outcome.ok
        ? {
            forwardStatus: 'sent',
            forwardAttempts: FieldValue.increment(1),
            forwardedAt: FieldValue.serverTimestamp(),
            forwardError: null,
          }
        : {
            forwardStatus: 'retry',
            forwardAttempts: FieldValue.increment(1),
            forwardError: outcome.error.slice(0, 500),
          },
    );
}

export async function messagesToRetry(
  limit: number,
): Promise<Array<{ id: string; message: ContactMessage }>> {
  const snapshot = await adminDb()
    .collection(MESSAGES)
    .where('forwardStatus', '==', 'retry')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => {
    const data = doc.data() as StoredMessage;
    const { fullName, email, phone, subject, message } = data;
    return { id: doc.id, message: { fullName, email, phone, subject, message } };
  });
}

/** Records one attempt for the client unless the rule refuses it; true when allowed. */
export async function consumeRate(key: string, rule: RateRule, now = Date.now()): Promise<boolean> {
  const ref = adminDb().collection(RATE_LIMITS).doc(key);
  return adminDb().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const stored: unknown = snapshot.get('hits');
    const previous = Array.isArray(stored)
      ? stored.filter((t): t is number => typeof t === 'number')
      : [];
    const decision = decideRate(previous, now, rule);
    if (decision.allowed) {
      tx.set(ref, { hits: decision.hits, expiresAt: Timestamp.fromMillis(now + rule.windowMs) });
    }
    return decision.allowed;
  });
}
