import 'server-only';
import { getContactForwarding, type Forwarding } from '../env';
import { DEFAULT_LOCALE, type Locale } from '../i18n/client';
import { log } from '../log';
import type { ContactField } from './fields';
import { forwardMessage } from './forward';
import { contactRateChecks, type RateScope } from './rate-limit';
import { isHoneypotFilled, parseContact, type ContactMessage } from './schema';
import { consumeRates, recordForward, saveMessage } from './store';
import type { ContactResult } from './submit-types';

export type { ContactFailure, ContactResult } from './submit-types';

/**
 * The whole contact flow: honeypot, validation, rate limits (rate-limit.ts: per client
 * address, which refuses; per sender e-mail and site-wide, which hold a message back from
 * forwarding), store, forward. The message is stored before forwarding so nothing is lost;
 * a failed forward is marked for `npm run contact:retry` and, like a held message, is
 * still a success for the sender. `clientKey` is null for a request with no trustworthy
 * address. `locale`: the language the validation errors are told in.
 */
export async function submitContact(
  input: unknown,
  clientKey: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ContactResult> {
  if (isHoneypotFilled(input)) {
    log('warn', 'contact: honeypot filled', { route: '/contact-us' });
    return { ok: false, error: 'rejected' };
  }
  const parsed = parseContact(input, locale);
  if (!parsed.ok) {
    const fields = Object.keys(parsed.fieldErrors) as ContactField[];
    return { ok: false, error: 'invalid', fields, fieldErrors: parsed.fieldErrors };
  }
  const forwarding = getContactForwarding();
  let id: string;
  // Held back from forwarding by the sender's or the site's limit; nothing to hold without forwarding.
  let heldBy: RateScope | undefined;
  try {
    const verdict = await consumeRates(contactRateChecks(clientKey, parsed.data.email));
    if (verdict.outcome === 'refused') {
      log('warn', 'contact: rate limited', { route: '/contact-us', limit: verdict.scope });
      return { ok: false, error: 'rate-limited' };
    }
    if (verdict.outcome === 'held' && forwarding) {
      heldBy = verdict.scope;
      log('warn', 'contact: stored, held back from forwarding', {
        route: '/contact-us',
        limit: heldBy,
      });
    }
    id = await saveMessage(parsed.data, heldBy ? 'held' : forwarding ? 'retry' : 'off', heldBy);
  } catch (error) {
    log('error', 'contact: could not store the message', { route: '/contact-us', error });
    return { ok: false, error: 'unavailable' };
  }
  if (forwarding && !heldBy) await forwardAndRecord(id, parsed.data, forwarding);
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
