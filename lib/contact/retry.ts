import 'server-only';
import type { ChangeBy } from '../audit';
import { getContactForwarding, type Forwarding } from '../env';
import { forwardMessage } from './forward';
import type { ContactMessage } from './schema';
import { fetchMessage, messagesToRetry, recordForward } from './store';

export type RetrySummary = { attempted: number; sent: number; failed: number };

/**
 * Forwards one stored message again and records the outcome on it; with `by` (an operator's
 * retry), in the audit log too.
 */
async function resend(id: string, message: ContactMessage, forwarding: Forwarding, by?: ChangeBy) {
  const outcome = await forwardMessage(message, forwarding);
  await recordForward(id, outcome, by);
  return outcome;
}

/** Resends every message marked 'retry' (up to `limit`); each outcome is recorded on the message. */
export async function retryForwards(limit = 500): Promise<RetrySummary> {
  const forwarding = getContactForwarding();
  if (!forwarding) throw new Error('CONTACT_FORM_URL is not configured: nothing to forward to.');
  const pending = await messagesToRetry(limit);
  let sent = 0;
  for (const { id, message } of pending) {
    if ((await resend(id, message, forwarding)).ok) sent++;
  }
  return { attempted: pending.length, sent, failed: pending.length - sent };
}

export type RetryOneResult =
  | { status: 'sent' }
  | { status: 'failed'; error: string }
  | { status: 'off' }
  | { status: 'missing' };

/**
 * Resends one message now (the console's "Retry forwarding now"), whatever its status; the
 * attempt goes into the audit log under whoever asked for it.
 */
export async function retryForward(id: string, by: ChangeBy): Promise<RetryOneResult> {
  const forwarding = getContactForwarding();
  if (!forwarding) return { status: 'off' };
  const message = await fetchMessage(id);
  if (!message) return { status: 'missing' };
  const outcome = await resend(id, message, forwarding, by);
  return outcome.ok ? { status: 'sent' } : { status: 'failed', error: outcome.error };
}
