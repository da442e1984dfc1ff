import 'server-only';
import type { UserRecord } from 'firebase-admin/auth';
import Stripe from 'stripe';
import { hasPassword, provisionAccount, sendSetPasswordEmail } from '../accounts';
import type { StripeConfig } from '../env';
import { log } from '../log';
import { memberDoc } from '../members';
import { DAY_MS } from '../time';
import {
  applyChargeOnce,
  applyPassOnce,
  applySubscriptionEventOnce,
  claimWelcome,
  fetchKnownPayer,
  fetchSomePriceHasPlan,
  settleWelcome,
  type AppliedEvent,
} from './event-store';
import { checkEventApiVersion } from './stripe-api-version';
import { InvalidEventError, translateStripeEvent } from './stripe-events';

/** Stripe's events are a few KB; anything near this is not one. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

const ROUTE = '/api/payments/stripe';
const answer = (status: number, body: Record<string, unknown>): WebhookAnswer => ({ status, body });

/** The id a rejected body claims, for the log line only (it proves nothing). */
function claimedId(raw: Uint8Array): string | undefined {
  try {
    const id: unknown = JSON.parse(new TextDecoder().decode(raw)).id;
    return typeof id === 'string' ? id.slice(0, 100) : undefined;
  } catch {
    return undefined;
  }
}

function verify(raw: Uint8Array, signature: string | null, config: StripeConfig, stripe: Stripe) {
  if (!signature) return { error: answer(400, { error: 'Missing Stripe-Signature header' }) };
  try {
    return {
      event: stripe.webhooks.constructEvent(Buffer.from(raw), signature, config.webhookSecret),
    };
  } catch (error) {
    const badSignature = error instanceof Stripe.errors.StripeSignatureVerificationError;
    return {
      error: answer(400, { error: badSignature ? 'Invalid signature' : 'Malformed JSON' }),
    };
  }
}

/**
 * Once a payment has given the member a grant they did not have: their account, made now
 * when the plans read before the event said it would grant nothing (a plan added meanwhile,
 * or since the purchase: its next renewal grants it), and Firebase's set-password e-mail
 * while the account has no password (one made for a payment has none). Until it is done, a
 * later delivery of the event (a duplicate, after this failed and was answered 503) claims
 * it and does it again (lib/payments claimWelcome), for a member still at the event's
 * address (one moved since has an account: a move needs one).
 */
async function welcome(
  made: UserRecord | null,
  applied: AppliedEvent,
  eventId: string,
): Promise<void> {
  if (!applied.granted || !applied.email) return;
  const retry = applied.outcome === 'duplicate';
  if (retry && !(await claimWelcome(eventId))) return;
  try {
    if (made || !retry || (await memberDoc(applied.email).get()).exists) {
      const user = made ?? (await provisionAccount(applied.email)).user;
      if (!hasPassword(user) && user.email) await sendWelcomeEmail(user.email, eventId);
    }
  } catch (error) {
    await settleWelcome(eventId, false).catch(() => undefined);
    throw error;
  }
  await settleWelcome(eventId, true);
}

async function sendWelcomeEmail(address: string, eventId: string): Promise<void> {
  try {
    await sendSetPasswordEmail(address);
    log('info', 'welcome e-mail sent', { route: ROUTE, event: eventId });
  } catch (error) {
    // The purchase stands; the member can ask for the e-mail again on the sign-in page.
    log('error', 'welcome e-mail failed', { route: ROUTE, event: eventId, error });
  }
}

/**
 * Stripe's webhook: verifies the signature over the raw body, translates the event and
 * applies it once. 2xx: handled, a duplicate, unmatched (logged for operators) or ignored;
 * 400: not from Stripe or unusable, nothing written; 500: from an endpoint on an API version
 * the app does not read (logged with what to change; Stripe retries); 503: try again later.
 */
export async function handleStripeWebhook(
  raw: Uint8Array,
  signature: string | null,
  { config, stripe }: { config: StripeConfig; stripe: Stripe },
): Promise<WebhookAnswer> {
  const verified = verify(raw, signature, config, stripe);
  if (!verified.event) {
    log('warn', 'payment webhook refused', {
      route: ROUTE,
      event: claimedId(raw),
      reason: verified.error.body.error,
    });
    return verified.error;
  }
  const event = verified.event;
  const version = checkEventApiVersion(event.api_version);
  if (!version.readable) {
    // Read in the wrong shapes, renewals and cancellations would be missed: Stripe keeps
    // retrying until an endpoint on the right version takes over.
    log('error', 'payment webhook endpoint on an API version the app does not read', {
      route: ROUTE,
      event: event.id,
      type: event.type,
      apiVersion: event.api_version,
      change: version.change,
    });
    return answer(500, {
      error: `Events of API version ${event.api_version ?? 'none'} are not read here; see the log`,
    });
  }
  try {
    const translated = await translateStripeEvent(event, stripe);
    if (translated.kind === 'ignored')
      return answer(200, { received: true, ignored: translated.reason });
    const meta = { provider: 'stripe', type: event.type };
    const graceMs = config.graceDays * DAY_MS;
    let applied: AppliedEvent;
    // The account first: a grant is of no use without one, and a retry finds it made.
    if (translated.kind === 'charge') {
      const { event: change, invoice } = translated;
      applied = invoice
        ? await applySubscriptionEventOnce(
            {
              ...change,
              subscription: invoice.subscription,
              periodEnd: invoice.periodEnd,
              price: invoice.price,
            },
            { ...meta, graceMs },
          )
        : await applyChargeOnce(change, meta);
    } else if (translated.kind === 'pass') {
      // A known customer pays for their member, who may have moved from the event's e-mail.
      // A purchase of no plan makes no account (nor takes over one made outside the app).
      const { pass } = translated;
      const granting = await fetchSomePriceHasPlan(pass.prices, 'payment');
      const payer = granting ? await fetchKnownPayer({ customer: pass.customer }) : null;
      const made = granting ? (await provisionAccount(payer ?? pass.email)).user : null;
      applied = await applyPassOnce(pass, meta);
      await welcome(made, applied, event.id);
    } else {
      const { customer, event: change } = translated;
      const granting =
        translated.newMember &&
        change.type === 'purchase' &&
        (await fetchSomePriceHasPlan([change.price]));
      const payer = granting
        ? await fetchKnownPayer({ subscription: change.subscription, customer })
        : null;
      const owner = payer ?? translated.email;
      const made = granting && owner ? (await provisionAccount(owner)).user : null;
      applied = await applySubscriptionEventOnce(change, { ...meta, graceMs, customer });
      await welcome(made, applied, event.id);
    }
    if (applied.outcome === 'unmatched')
      log('warn', 'payment for a price without a plan', {
        route: ROUTE,
        event: event.id,
        type: event.type,
        prices: applied.unmatched,
      });
    return answer(200, { received: true, outcome: applied.outcome });
  } catch (error) {
    if (error instanceof InvalidEventError) {
      log('warn', 'payment webhook refused', {
        route: ROUTE,
        event: event.id,
        reason: error.message,
      });
      return answer(400, { error: error.message });
    }
    log('error', 'payment event failed', {
      route: ROUTE,
      event: event.id,
      type: event.type,
      error,
    });
    return answer(503, { error: 'The event could not be processed; retry later' });
  }
}
