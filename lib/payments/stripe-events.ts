import 'server-only';
import type Stripe from 'stripe';
import { z } from 'zod';
import { memberKey } from '../members/client';
import type {
  ChargeChange,
  ChargeEvent,
  PassPurchase,
  SubscriptionEvent,
  SubscriptionStatus,
} from './paid-access';

/**
 * The Stripe adapter: what a Stripe event means in the provider-agnostic terms of
 * paid-access.ts. Where an event lacks what is needed it asks Stripe, through the SDK, for the
 * Checkout Session's line items or the subscription's current state, and for a refund or
 * dispute, which invoice (if any) the payment paid.
 */

/**
 * The invoice a refunded or disputed payment paid: its subscription, the end of the period
 * it paid (null when it paid no period of its own: an invoice of prorations only) and the
 * price its plan line names (null without one line that says it).
 */
export type PaidInvoice = { subscription: string; periodEnd: number | null; price: string | null };

export type StripeTranslation =
  | { kind: 'ignored'; reason: string }
  | {
      kind: 'subscription';
      event: SubscriptionEvent;
      email: string | null;
      newMember: boolean;
      /** The Stripe customer who pays, when the event names one. */
      customer: string | null;
    }
  | { kind: 'pass'; pass: PassPurchase }
  | { kind: 'charge'; event: ChargeEvent; invoice: PaidInvoice | null };

/** The event is well signed but unusable as it is (no valid e-mail, no subscription): a 400. */
export class InvalidEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEventError';
  }
}

const ms = (seconds: number) => seconds * 1000;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function emailOf(raw: string | null | undefined, what: string): string {
  const parsed = z.email().safeParse(raw?.trim());
  if (!parsed.success) throw new InvalidEventError(`${what} has no valid customer e-mail`);
  return memberKey(parsed.data);
}

/** An optional e-mail (invoices carry one): a missing or malformed one is simply not used. */
function maybeEmail(raw: string | null | undefined): string | null {
  const parsed = z.email().safeParse(raw?.trim());
  return parsed.success ? memberKey(parsed.data) : null;
}

/** Stripe's statuses in the access logic's terms; null: the subscription has ended for good. */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus | null {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return null;
  return 'inactive';
}

/** What a subscription object says now: its (first) price, period end, status and cancel flag. */
function stateOf(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  if (!item) throw new InvalidEventError(`subscription ${subscription.id} has no items`);
  return {
    price: item.price.id,
    currentPeriodEnd: ms(item.current_period_end),
    status: statusOf(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * The line that says what an invoice paid for: the one line of a subscription item
 * (`parent.type` `subscription_item_details`) of this subscription that is not a
 * proration. An immediately invoiced plan change lists the old price's unused time as a
 * proration credit, often first, and the new price's remaining time as a proration charge:
 * neither is the plan. With no such line (an invoice of prorations only) or several (more
 * than one item), null: the subscription itself says which item is current.
 */
function planLineOf(invoice: Stripe.Invoice, subscription: string): Stripe.InvoiceLineItem | null {
  const lines = periodLinesOf(invoice, subscription);
  return lines.length === 1 ? lines[0]! : null;
}

/** The invoice's lines of this subscription's items that are not prorations. */
function periodLinesOf(invoice: Stripe.Invoice, subscription: string): Stripe.InvoiceLineItem[] {
  return invoice.lines.data.filter((line) => {
    const item =
      line.parent?.type === 'subscription_item_details'
        ? line.parent.subscription_item_details
        : null;
    return item?.proration === false && item.subscription === subscription;
  });
}

/**
 * The end of the period an invoice paid (its items' lines share it). Null for an invoice
 * of prorations only: a plan change invoiced at once pays the difference for the rest of a
 * period another invoice paid, and a proration's period ends with that period.
 */
function paidPeriodEnd(invoice: Stripe.Invoice, subscription: string): number | null {
  const line = periodLinesOf(invoice, subscription)[0];
  return line ? ms(line.period.end) : null;
}

async function checkoutCompleted(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  stripe: Stripe,
): Promise<StripeTranslation> {
  if (session.payment_status === 'unpaid')
    return { kind: 'ignored', reason: 'not paid yet (an asynchronous payment method)' };
  const email = emailOf(
    session.customer_details?.email ?? session.customer_email,
    'the checkout session',
  );
  const base = { id: event.id, created: ms(event.created) };
  const customer = idOf(session.customer);
  if (session.mode === 'payment') {
    const items = await stripe.checkout.sessions.listLineItems(session.id, { limit: 100 });
    const prices = items.data.flatMap((item) => (item.price ? [item.price.id] : []));
    const paid = items.data.flatMap((item) =>
      item.price && item.amount_total > 0
        ? [{ price: item.price.id, amount: item.amount_total, currency: item.currency }]
        : [],
    );
    const paymentIntent = idOf(session.payment_intent);
    return {
      kind: 'pass',
      pass: { ...base, email, customer, payment: session.id, paymentIntent, prices, paid },
    };
  }
  if (session.mode !== 'subscription')
    return { kind: 'ignored', reason: `checkout mode ${session.mode}` };
  const subscriptionId = idOf(session.subscription);
  if (!subscriptionId) throw new InvalidEventError('the checkout session has no subscription');
  const state = stateOf(await stripe.subscriptions.retrieve(subscriptionId));
  const subscription = { ...base, subscription: subscriptionId };
  return {
    kind: 'subscription',
    email,
    customer,
    newMember: state.status !== null,
    event: state.status
      ? { ...subscription, type: 'purchase', email, ...state, status: state.status }
      : { ...subscription, type: 'deletion' },
  };
}

async function invoicePaid(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  stripe: Stripe,
): Promise<StripeTranslation> {
  const subscription = subscriptionOfInvoice(invoice);
  if (!subscription) return { kind: 'ignored', reason: 'not a subscription invoice' };
  const email = maybeEmail(invoice.customer_email);
  const line = planLineOf(invoice, subscription);
  let price = idOf(line?.pricing?.price_details?.price);
  let currentPeriodEnd = line ? ms(line.period.end) : null;
  if (!price || !currentPeriodEnd) {
    const state = stateOf(await stripe.subscriptions.retrieve(subscription));
    price = state.price;
    currentPeriodEnd = state.currentPeriodEnd;
  }
  return {
    kind: 'subscription',
    email,
    customer: idOf(invoice.customer),
    newMember: false,
    event: {
      id: event.id,
      created: ms(event.created),
      subscription,
      type: 'renewal',
      price,
      currentPeriodEnd,
      ...(email ? { email } : {}),
      ...(invoice.amount_paid > 0
        ? { paid: { amount: invoice.amount_paid, currency: invoice.currency } }
        : {}),
    },
  };
}

/**
 * The subscription invoice a payment paid, asked of Stripe's InvoicePayment API (an
 * invoice's payments since API version 2025-03-31); null for a payment of no invoice (a
 * pass's Checkout Session).
 */
async function invoiceOfPayment(
  paymentIntent: string,
  stripe: Stripe,
): Promise<PaidInvoice | null> {
  const payments = await stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: paymentIntent },
    limit: 1,
  });
  const invoiceId = idOf(payments.data[0]?.invoice);
  if (!invoiceId) return null;
  const invoice = await stripe.invoices.retrieve(invoiceId);
  const subscription = subscriptionOfInvoice(invoice);
  if (!subscription) return null;
  return {
    subscription,
    periodEnd: paidPeriodEnd(invoice, subscription),
    price: idOf(planLineOf(invoice, subscription)?.pricing?.price_details?.price),
  };
}

/** A refund or a dispute of a payment, with the invoice it paid when it paid one. */
async function chargeChanged(
  event: Stripe.Event,
  paymentIntent: string | Stripe.PaymentIntent | null,
  change: ChargeChange,
  stripe: Stripe,
): Promise<StripeTranslation> {
  const payment = idOf(paymentIntent);
  if (!payment) return { kind: 'ignored', reason: 'a charge without a payment intent' };
  const invoice = await invoiceOfPayment(payment, stripe);
  return {
    kind: 'charge',
    invoice,
    event: { id: event.id, created: ms(event.created), payment, ...change },
  };
}

/** Translates a verified event; throws InvalidEventError for one that cannot be used. */
export async function translateStripeEvent(
  event: Stripe.Event,
  stripe: Stripe,
): Promise<StripeTranslation> {
  const base = { id: event.id, created: ms(event.created) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(event, event.data.object, stripe);
    case 'invoice.paid':
      return invoicePaid(event, event.data.object, stripe);
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscription = subscriptionOfInvoice(invoice);
      if (!subscription) return { kind: 'ignored', reason: 'not a subscription invoice' };
      const email = maybeEmail(invoice.customer_email);
      return {
        kind: 'subscription',
        email,
        customer: idOf(invoice.customer),
        newMember: false,
        event: { ...base, subscription, type: 'payment_failed', ...(email ? { email } : {}) },
      };
    }
    case 'customer.subscription.updated': {
      const object = event.data.object;
      const { status, ...state } = stateOf(object);
      return {
        kind: 'subscription',
        email: null,
        customer: idOf(object.customer),
        newMember: false,
        event: status
          ? { ...base, subscription: object.id, type: 'update', ...state, status }
          : { ...base, subscription: object.id, type: 'deletion' },
      };
    }
    case 'customer.subscription.deleted':
      return {
        kind: 'subscription',
        email: null,
        customer: idOf(event.data.object.customer),
        newMember: false,
        event: { ...base, subscription: event.data.object.id, type: 'deletion' },
      };
    case 'charge.refunded': {
      const charge = event.data.object;
      return chargeChanged(
        event,
        charge.payment_intent,
        {
          type: 'refund',
          amount: charge.amount,
          refunded: charge.amount_refunded,
          currency: charge.currency,
        },
        stripe,
      );
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      // Closed and not lost: won, or an inquiry or a prevented dispute that took no money.
      const status =
        event.type === 'charge.dispute.created'
          ? 'open'
          : dispute.status === 'lost'
            ? 'lost'
            : 'won';
      return chargeChanged(
        event,
        dispute.payment_intent,
        { type: 'dispute', dispute: dispute.id, openedAt: ms(dispute.created), status },
        stripe,
      );
    }
    default:
      return { kind: 'ignored', reason: `event type ${event.type} is not used` };
  }
}
