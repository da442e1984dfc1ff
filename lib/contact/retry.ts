import 'server-only';
import { getContactForwarding } from '../env';
import { forwardMessage } from './forward';
import { messagesToRetry, recordForward } from './store';

export type RetrySummary = { attempted: number; sent: number; failed: number };

/** Resends every message marked 'retry' (up to `limit`); each outcome is recorded on the message. */
export async function retryForwards(limit = 500): Promise<RetrySummary> {
  const forwarding = getContactForwarding();
  if (!forwarding) throw new Error('CONTACT_FORM_URL is not configured: nothing to forward to.');
  const pending = await messagesToRetry(limit);
  let sent = 0;
  for (const { id, message } of pending) {
    const outcome = await forwardMessage(message, forwarding);
    await recordForward(id, outcome);
    if (outcome.ok) sent++;
  }
  return { attempted: pending.length, sent, failed: pending.length - sent };
}
