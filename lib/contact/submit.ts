import 'server-only';
import { getContactForwarding, type Forwarding } from '../env';
import { log } from '../log';
import type { ContactField } from './fields';
import { forwardMessage } from './forward';
import { contactRateChecks } from './rate-limit';
import { isHoneypotFilled, parseContact, type ContactMessage } from './schema';
import { consumeRates, recordForward, saveMessage } from './store';
import type { ContactResult } from './submit-types';

export type { ContactFailure, ContactResult } from './submit-types';

/**
 * The whole contact flow: honeypot, validation, rate limits (per client, per sender e-mail
 * and site-wide), store, forward. The message is stored before forwarding so nothing is
 * lost; a failed forward is marked for `npm run contact:retry` and is still a success for
 * the sender.
 */
export async function submitContact(input: unknown, clientKey: string): Promise<ContactResult> {
  if (isHoneypotFilled(input)) {
    log('warn', 'contact: honeypot filled', { route: '/contact-us' });
    return { ok: false, error: 'rejected' };
  }
  const parsed = parseContact(input);
  if (!parsed.ok) {
    const fields = Object.keys(parsed.fieldErrors) as ContactField[];
    return { ok: false, error: 'invalid', fields, fieldErrors: parsed.fieldErrors };
  }
  const forwarding = getContactForwarding();
  let id: string;
  try {
    const refusedBy = await consumeRates(contactRateChecks(clientKey, parsed.data.email));
    if (refusedBy) {
      log('warn', 'contact: rate limited', { route: '/contact-us', limit: refusedBy });
      return { ok: false, error: 'rate-limited' };
    }
    id = await saveMessage(parsed.data, forwarding ? 'retry' : 'off');
  } catch (error) {
    log('error', 'contact: could not store the message', { route: '/contact-us', error });
    return { ok: false, error: 'unavailable' };
  }
  if (forwarding) await forwardAndRecord(id, parsed.data, forwarding);
  return { ok: true, data: { id } };
}

async function forwardAndRecord(id: string, message: ContactMessage, forwarding: Forwarding) {
  const outcome = await forwardMessage(message, forwarding);
  if (!outcome.ok)
    log('warn', 'contact: forwarding failed, marked for retry', { id, error: outcome.error });
  try {
    await recordForward(id, outcome);
  } catch (error) {
    // The message stays marked 'retry' from the start, so the retry script still finds it.
    log('error', 'contact: could not record the forwarding outcome', { id, error });
  }
}
