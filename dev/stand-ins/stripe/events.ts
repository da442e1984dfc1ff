import { createHash, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { lineItem, list, subscription, type PriceSpec } from './objects';
import type { ControlObjects } from './store';

/**
 * Stripe webhook events as Stripe sends them for the pinned API version, with the objects
 * the stand-in must hold for the app's follow-up calls. Pure: every function takes the
 * moment (`at`, seconds) and an id source, so the bench and tests can replay a history.
 */

export const PERIOD_SECONDS = 30 * 24 * 60 * 60;

export type NewId = (prefix: string) => string;

/** Stripe-like random ids: `evt_…`, `cs_test_…`, `sub_…`. */
export const randomId: NewId = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** One customer per e-mail, so every event of a member names the same customer. */
export function customerIdFor(email: string): string {
  return `cus_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 14)}`;
}

type SessionFields =
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_creation'
  | 'customer_details'
  | 'customer_email'
  | 'expires_at'
  | 'invoice'
  | 'livemode'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_link'
  | 'payment_status'
  | 'status'
  | 'subscription'
  | 'success_url'
  | 'url';
/** The Checkout Session fields a handler reads (typed by the SDK; the rest are left out). */
export type CheckoutSessionObject = Pick<Stripe.Checkout.Session, SessionFields>;

type InvoiceFields =
  | 'id'
  | 'object'
  | 'account_country'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_email'
  | 'lines'
  | 'livemode'
  | 'metadata'
  | 'next_payment_attempt'
  | 'parent'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'status_transitions'
  | 'subtotal'
  | 'total';
export type InvoiceObject = Pick<Stripe.Invoice, InvoiceFields>;

export type SimulatedEventType =
  | 'checkout.session.completed'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted';

export type SimulatedEvent = Omit<Stripe.EventBase, 'type' | 'data'> & {
  type: SimulatedEventType;
  data: {
    object: CheckoutSessionObject | InvoiceObject | Stripe.Subscription;
    previous_attributes?: Record<string, unknown>;
  };
};

/** What one simulated action produces: objects to create first, then events in sending order. */
export type Simulation = {
  objects: ControlObjects;
  events: SimulatedEvent[];
  /** The subscription after the action, when there is one. */
  subscription?: Stripe.Subscription;
};

export function event(
  type: SimulatedEventType,
  object: SimulatedEvent['data']['object'],
  at: number,
  newId: NewId,
  previous?: Record<string, unknown>,
): SimulatedEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: at,
    data: previous ? { object, previous_attributes: previous } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

type InvoiceSpec = {
  id: string;
  subscription: Stripe.Subscription;
  email: string;
  at: number;
  paid: boolean;
  billingReason: Stripe.Invoice.BillingReason;
  /** The invoice's own period (Stripe: the period just ended, for a renewal). */
  periodStart: number;
  periodEnd: number;
  newId: NewId;
  /** The invoice's lines, in Stripe's order; by default the subscription item's one line. */
  lines?: Stripe.InvoiceLineItem[];
};

export type InvoiceLineSpec = {
  id: string;
  invoice: string;
  subscription: Stripe.Subscription;
  /** The line's price: the subscription item's own unless given (a proration of an older one). */
  price?: Stripe.Price;
  /** A proration: the unused time of a price left (a credit: negative) or the rest of one taken. */
  proration?: { amount: number; start: number; end: number };
};

/**
 * One line of a subscription's invoice, made by its (first) item: the period's charge, or
 * a proration when a plan change is invoiced.
 */
export function invoiceLine(spec: InvoiceLineSpec): Stripe.InvoiceLineItem {
  const { subscription: sub, proration } = spec;
  const item = sub.items.data[0]!;
  const linePrice = spec.price ?? item.price;
  const amount = proration?.amount ?? linePrice.unit_amount ?? 0;
  return {
    id: spec.id,
    object: 'line_item',
    amount,
    currency: sub.currency,
    description: proration
      ? `${amount < 0 ? 'Unused' : 'Remaining'} time on ${linePrice.id}`
      : `1 × ${linePrice.id}`,
    discount_amounts: [],
    discountable: !proration,
    discounts: [],
    invoice: spec.invoice,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: proration ? `ii_${spec.id.replace(/^il_/, '')}` : null,
        proration: proration !== undefined,
        proration_details: { credited_items: null },
        subscription: sub.id,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    period: proration
      ? { start: proration.start, end: proration.end }
      : { start: item.current_period_start, end: item.current_period_end },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: linePrice.id, product: String(linePrice.product) },
      type: 'price_details',
      unit_amount_decimal: linePrice.unit_amount_decimal,
    },
    quantity: 1,
    quantity_decimal: Stripe.Decimal.from('1'),
    subscription: sub.id,
    subtotal: amount,
    taxes: [],
  };
}

/** Since API version 2025-03-31 an invoice names its subscription under `parent` and a line its price under `pricing`. */
export function invoice(spec: InvoiceSpec): InvoiceObject {
  const { subscription: sub } = spec;
  const { id } = spec;
  const lines = spec.lines ?? [
    invoiceLine({ id: spec.newId('il'), invoice: id, subscription: sub }),
  ];
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id,
    object: 'invoice',
    account_country: 'MY',
    amount_due: amount,
    amount_paid: spec.paid ? amount : 0,
    amount_remaining: spec.paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    billing_reason: spec.billingReason,
    collection_method: 'charge_automatically',
    created: spec.at,
    currency: sub.currency,
    customer: String(sub.customer),
    customer_email: spec.email,
    lines: list(lines, `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: spec.paid ? null : spec.at + 3 * 24 * 60 * 60,
    parent: {
      quote_details: null,
      subscription_details: { metadata: {}, subscription: sub.id },
      type: 'subscription_details',
    },
    period_end: spec.periodEnd,
    period_start: spec.periodStart,
    status: spec.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: spec.at,
      marked_uncollectible_at: null,
      paid_at: spec.paid ? spec.at : null,
      voided_at: null,
    },
    subtotal: amount,
    total: amount,
  };
}

type SessionSpec = {
  email: string;
  price: PriceSpec;
  at: number;
  newId: NewId;
  subscription: string | null;
  invoice: string | null;
};

function checkoutSession(spec: SessionSpec): {
  session: CheckoutSessionObject;
  lineItems: Stripe.LineItem[];
} {
  const id = spec.newId('cs_test');
  const items = [lineItem(spec.newId('li'), spec.price)];
  const total = items.reduce((sum, item) => sum + item.amount_total, 0);
  const email = spec.email.trim();
  return {
    lineItems: items,
    session: {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      client_reference_id: null,
      created: spec.at,
      currency: items[0]!.currency,
      customer: customerIdFor(email),
      customer_creation: 'if_required',
      customer_details: {
        address: null,
        business_name: null,
        // As a buyer types it: the app lower-cases it.
        email,
        individual_name: null,
        name: null,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
      customer_email: null,
      expires_at: spec.at + 24 * 60 * 60,
      invoice: spec.invoice,
      livemode: false,
      metadata: {},
      mode: spec.price.mode,
      payment_intent: spec.price.mode === 'payment' ? spec.newId('pi') : null,
      payment_link: spec.newId('plink'),
      payment_status: 'paid',
      status: 'complete',
      subscription: spec.subscription,
      success_url: null,
      url: null,
    },
  };
}

export type PurchaseSpec = { email: string; price: PriceSpec; at: number; newId?: NewId };

/**
 * A Payment Link purchase. Subscription mode: the session (naming the new subscription)
 * completes and the first invoice is paid. Payment mode (a one-time pass): the session alone.
 */
export function purchase({ email, price: spec, at, newId = randomId }: PurchaseSpec): Simulation {
  if (spec.mode === 'payment') {
    const { session, lineItems } = checkoutSession({
      email,
      price: spec,
      at,
      newId,
      subscription: null,
      invoice: null,
    });
    return {
      objects: { checkoutSessions: [{ id: session.id, lineItems }] },
      events: [event('checkout.session.completed', session, at, newId)],
    };
  }
  const subId = newId('sub');
  const invoiceId = newId('in');
  const sub = subscription({
    id: subId,
    customer: customerIdFor(email),
    price: spec,
    status: 'active',
    created: at,
    currentPeriodStart: at,
    currentPeriodEnd: at + PERIOD_SECONDS,
    latestInvoice: invoiceId,
  });
  const { session, lineItems } = checkoutSession({
    email,
    price: spec,
    at,
    newId,
    subscription: subId,
    invoice: invoiceId,
  });
  const paid = invoice({
    id: invoiceId,
    subscription: sub,
    email,
    at,
    paid: true,
    billingReason: 'subscription_create',
    periodStart: at,
    periodEnd: at,
    newId,
  });
  return {
    objects: { checkoutSessions: [{ id: session.id, lineItems }], subscriptions: [sub] },
    events: [
      event('checkout.session.completed', session, at, newId),
      event('invoice.paid', paid, at, newId),
    ],
    subscription: sub,
  };
}

type ChangeSpec = { subscription: Stripe.Subscription; email: string; at: number; newId?: NewId };

/** The spec a stored subscription was built from, with changes. */
function respec(sub: Stripe.Subscription, changes: Partial<Parameters<typeof subscription>[0]>) {
  const item = sub.items.data[0]!;
  return subscription({
    id: sub.id,
    customer: String(sub.customer),
    price: {
      id: item.price.id,
      mode: 'subscription',
      unitAmount: item.price.unit_amount ?? undefined,
      currency: item.price.currency,
      created: item.price.created,
    },
    status: sub.status,
    created: sub.created,
    currentPeriodStart: item.current_period_start,
    currentPeriodEnd: item.current_period_end,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: sub.canceled_at,
    endedAt: sub.ended_at,
    latestInvoice: typeof sub.latest_invoice === 'string' ? sub.latest_invoice : null,
    ...changes,
  });
}

/**
 * A renewal charge: the invoice for the next period, then the subscription moving to it,
 * active when the charge went through and past due when it failed.
 */
function chargeRenewal(
  { subscription: before, email, at, newId = randomId }: ChangeSpec,
  paid: boolean,
): Simulation {
  const item = before.items.data[0]!;
  const start = Math.max(item.current_period_end, at);
  const invoiceId = newId('in');
  const after = respec(before, {
    status: paid ? 'active' : 'past_due',
    currentPeriodStart: start,
    currentPeriodEnd: start + PERIOD_SECONDS,
    latestInvoice: invoiceId,
  });
  const charged = invoice({
    id: invoiceId,
    subscription: after,
    email,
    at,
    paid,
    billingReason: 'subscription_cycle',
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    newId,
  });
  return {
    objects: { subscriptions: [after] },
    events: [
      event(paid ? 'invoice.paid' : 'invoice.payment_failed', charged, at, newId),
      event('customer.subscription.updated', after, at, newId, {
        items: before.items,
        latest_invoice: before.latest_invoice,
        status: before.status,
      }),
    ],
    subscription: after,
  };
}

/** The next period is paid: the invoice, then the subscription moving to the new period. */
export const renew = (spec: ChangeSpec): Simulation => chargeRenewal(spec, true);

/** A renewal charge fails: the invoice stays open and the subscription goes past due. */
export const fail = (spec: ChangeSpec): Simulation => chargeRenewal(spec, false);

export type CancelSpec = Omit<ChangeSpec, 'email'> & { atPeriodEnd?: boolean };

/**
 * Cancelled at once (the subscription ends: `customer.subscription.deleted`), or at the
 * period's end (`customer.subscription.updated` with `cancel_at_period_end`).
 */
export function cancel({
  subscription: before,
  at,
  newId = randomId,
  atPeriodEnd = false,
}: CancelSpec): Simulation {
  if (atPeriodEnd) {
    const after = respec(before, { cancelAtPeriodEnd: true, canceledAt: at });
    return {
      objects: { subscriptions: [after] },
      events: [
        event('customer.subscription.updated', after, at, newId, {
          cancel_at: before.cancel_at,
          cancel_at_period_end: before.cancel_at_period_end,
          canceled_at: before.canceled_at,
        }),
      ],
      subscription: after,
    };
  }
  const after = respec(before, { status: 'canceled', canceledAt: at, endedAt: at });
  return {
    objects: { subscriptions: [after] },
    events: [event('customer.subscription.deleted', after, at, newId)],
    subscription: after,
  };
}

/** Changes plan: the subscription's item moves to another recurring price. */
export function changePlan({
  subscription: before,
  at,
  newId = randomId,
  price: next,
}: Omit<ChangeSpec, 'email'> & { price: PriceSpec }): Simulation {
  const after = respec(before, { price: next });
  return {
    objects: { subscriptions: [after] },
    events: [event('customer.subscription.updated', after, at, newId, { items: before.items })],
    subscription: after,
  };
}
