import 'server-only';
import type { ChangeBy } from '../audit';
import { getContactForwarding, type Forwarding } from '../env';
import { forwardMessage } from './forward';
import { claimForward, messagesToRetry, recordForward } from './store';

export type RetrySummary = { attempted: number; sent: number; failed: number };

/**
 * Claims one stored message, forwards it again and records the outcome on it (ending the
 * claim); with `by` (an operator's retry), in the audit log too. A message gone, already
 * sent or being forwarded by another retry is left alone.
 */
async function resend(id: string, forwarding: Forwarding, by?: ChangeBy) {
  const claim = await claimForward(id);
  if (claim.status !== 'claimed') return claim;
  const outcome = await forwardMessage(claim.message, forwarding);
  await recordForward(id, outcome, by);
  return outcome;
}

/** Resends every message marked 'retry' (up to `limit`); each outcome is recorded on the message. */
export async function retryForwards(limit = 500): Promise<RetrySummary> {
  const forwarding = getContactForwarding();
  if (!forwarding) throw new Error('CONTACT_FORM_URL is not configured: nothing to forward to.');
  let attempted = 0;
  let sent = 0;
  for (const id of await messagesToRetry(limit)) {
    const result = await resend(id, forwarding);
    if (!('ok' in result)) continue; // claimed by another retry meanwhile, or gone
    attempted++;
    if (result.ok) sent++;
  }
  return { attempted, sent, failed: attempted - sent };
}

export type RetryOneResult =
  | { status: 'sent' }
  | { status: 'failed'; error: string }
  | { status: 'off' }
  | { status: 'missing' }
  | { status: 'already-sent' }
  | { status: 'busy' };

/**
 * Resends one message now (the console's "Retry forwarding now") unless it was sent or
 * another retry is forwarding it; the attempt goes into the audit log under whoever asked.
 */
export async function retryForward(id: string, by: ChangeBy): Promise<RetryOneResult> {
  const forwarding = getContactForwarding();
  if (!forwarding) return { status: 'off' };
  const result = await resend(id, forwarding, by);
  if (!('ok' in result)) return result;
  return result.ok ? { status: 'sent' } : { status: 'failed', error: result.error };
}
