import { createHash, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import {
  charge,
  dispute as disputeOf,
  invoicePayment,
  refunded,
  type ChargeObject,
  type DisputeObject,
} from './charges';
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

/** A Checkout Session as Stripe sends it: every field of the SDK's type, with plausible values. */
export type CheckoutSessionObject = Stripe.Checkout.Session;

/** An invoice as Stripe sends it: every field of the SDK's type, with plausible values. */
export type InvoiceObject = Stripe.Invoice;

export type SimulatedEventType =
  | 'checkout.session.completed'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'charge.refunded'
  | 'charge.dispute.created'
  | 'charge.dispute.closed';

export type SimulatedEvent = Omit<Stripe.EventBase, 'type' | 'data'> & {
  type: SimulatedEventType;
  data: {
    object:
      CheckoutSessionObject | InvoiceObject | Stripe.Subscription | ChargeObject | DisputeObject;
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
  const paidAt = spec.paid ? spec.at : null;
  return {
    id,
    object: 'invoice',
    account_country: 'MY',
    account_name: ACCOUNT_NAME,
    account_tax_ids: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: spec.paid ? amount : 0,
    amount_paid_off_stripe: 0,
    amount_remaining: spec.paid ? 0 : amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    // Stripe keeps retrying an open subscription invoice; a paid one has nothing left to do.
    auto_advance: !spec.paid,
    automatic_tax: {
      disabled_reason: null,
      enabled: false,
      liability: null,
      provider: null,
      status: null,
    },
    automatically_finalizes_at: null,
    billing_reason: spec.billingReason,
    collection_method: 'charge_automatically',
    created: spec.at,
    currency: sub.currency,
    custom_fields: null,
    customer: String(sub.customer),
    customer_account: null,
    customer_address: null,
    customer_email: spec.email,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: spec.at,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/acct_test/${id}/pdf`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: list(lines, `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: spec.paid ? null : spec.at + 3 * 24 * 60 * 60,
    number: invoiceNumber(sub.customer, spec.at),
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: {}, subscription: sub.id },
      type: 'subscription_details',
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    period_end: spec.periodEnd,
    period_start: spec.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: spec.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: spec.at,
      marked_uncollectible_at: null,
      paid_at: paidAt,
      voided_at: null,
    },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: spec.at,
  };
}

const ACCOUNT_NAME = 'Apex Traders Academy';

/** Stripe numbers a customer's invoices `<prefix>-<sequence>`; the time keeps them apart here. */
function invoiceNumber(customer: Stripe.Subscription['customer'], at: number): string {
  const prefix = String(customer).replace(/^cus_/, '').slice(0, 8).toUpperCase();
  return `${prefix}-${String(at % 10000).padStart(4, '0')}`;
}

/**
 * What paying an invoice leaves at Stripe: the invoice, the charge of the payment intent
 * that paid it, and the InvoicePayment that ties the two (the app asks for it at a refund).
 */
function paymentOf(paid: InvoiceObject, email: string, at: number, newId: NewId) {
  const paymentIntent = newId('pi');
  return {
    invoices: [paid],
    invoicePayments: [invoicePayment(newId('inpay'), paid, paymentIntent, at)],
    charges: [
      charge({
        id: newId('ch'),
        paymentIntent,
        customer: String(paid.customer),
        email,
        amount: paid.amount_paid,
        currency: paid.currency,
        at,
        description: 'Subscription update',
      }),
    ],
  };
}

/**
 * Whether Checkout makes a Customer for a one-time payment (a Payment Link's or Checkout
 * Session's `customer_creation`): `if_required`, the default, makes none unless an invoice
 * is made, which the stand-in never asks for; `always` makes one. A subscription always
 * has a Customer.
 */
export type CustomerCreation = 'always' | 'if_required';

type SessionSpec = {
  email: string;
  price: PriceSpec;
  at: number;
  newId: NewId;
  subscription: string | null;
  invoice: string | null;
  customerCreation: CustomerCreation;
};

function checkoutSession(spec: SessionSpec): {
  session: CheckoutSessionObject;
  lineItems: Stripe.LineItem[];
} {
  const id = spec.newId('cs_test');
  const items = [lineItem(spec.newId('li'), spec.price)];
  const total = items.reduce((sum, item) => sum + item.amount_total, 0);
  const email = spec.email.trim();
  // A guest's one-time payment: no Customer, only the e-mail in customer_details.
  const guest = spec.price.mode === 'payment' && spec.customerCreation === 'if_required';
  return {
    lineItems: items,
    session: {
      id,
      object: 'checkout.session',
      adaptive_pricing: { enabled: false },
      after_expiration: null,
      allow_promotion_codes: false,
      allowed_payment_method_types: null,
      amount_subtotal: total,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: 'auto',
      cancel_url: null,
      client_reference_id: null,
      client_secret: null,
      collected_information: { business_name: null, individual_name: null, shipping_details: null },
      consent: null,
      consent_collection: null,
      created: spec.at,
      currency: items[0]!.currency,
      currency_conversion: null,
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer: guest ? null : customerIdFor(email),
      customer_account: null,
      customer_creation: spec.customerCreation,
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
      discounts: [],
      expires_at: spec.at + 24 * 60 * 60,
      integration_identifier: null,
      invoice: spec.invoice,
      invoice_creation: null,
      livemode: false,
      locale: 'auto',
      managed_payments: null,
      metadata: {},
      mode: spec.price.mode,
      origin_context: null,
      payment_intent: spec.price.mode === 'payment' ? spec.newId('pi') : null,
      payment_link: spec.newId('plink'),
      payment_method_collection: 'always',
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_status: 'paid',
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'complete',
      submit_type: spec.price.mode === 'payment' ? 'auto' : null,
      subscription: spec.subscription,
      success_url: null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted_page',
      url: null,
      wallet_options: null,
    },
  };
}

export type PurchaseSpec = {
  email: string;
  price: PriceSpec;
  at: number;
  newId?: NewId;
  /** A one-time payment's Customer: none by default, as a Payment Link makes none. */
  customerCreation?: CustomerCreation;
};

/**
 * A Payment Link purchase. Subscription mode: the session (naming the new subscription)
 * completes and the first invoice is paid. Payment mode (a one-time pass): the session alone,
 * by a guest (no Customer) unless `customerCreation` is `always`.
 */
export function purchase({
  email,
  price: spec,
  at,
  newId = randomId,
  customerCreation = 'if_required',
}: PurchaseSpec): Simulation {
  if (spec.mode === 'payment') {
    const { session, lineItems } = checkoutSession({
      email,
      price: spec,
      at,
      newId,
      subscription: null,
      invoice: null,
      customerCreation,
    });
    const paid = charge({
      id: newId('ch'),
      paymentIntent: String(session.payment_intent),
      customer: session.customer === null ? null : String(session.customer),
      email,
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'myr',
      at,
      description: `Checkout ${session.id}`,
    });
    return {
      objects: { checkoutSessions: [{ id: session.id, lineItems }], charges: [paid] },
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
    customerCreation,
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
    objects: {
      checkoutSessions: [{ id: session.id, lineItems }],
      subscriptions: [sub],
      ...paymentOf(paid, email, at, newId),
    },
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
    objects: { subscriptions: [after], ...(paid ? paymentOf(charged, email, at, newId) : {}) },
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

/**
 * A refund of the charge: in full (what is left of it), or of `amount`. Stripe sends
 * `charge.refunded` with the charge as it now is, `amount_refunded` counting every refund.
 */
export function refund({
  charge: before,
  at,
  amount,
  newId = randomId,
}: {
  charge: ChargeObject;
  at: number;
  amount?: number;
  newId?: NewId;
}): Simulation {
  const { charge: after } = refunded(
    before,
    amount ?? before.amount - before.amount_refunded,
    at,
    newId('re'),
  );
  return {
    objects: { charges: [after] },
    events: [
      event('charge.refunded', after, at, newId, {
        amount_refunded: before.amount_refunded,
        refunded: before.refunded,
      }),
    ],
  };
}

/** The cardholder's bank opens a chargeback: `charge.dispute.created`. */
export function openDispute({
  charge: of,
  at,
  newId = randomId,
}: {
  charge: ChargeObject;
  at: number;
  newId?: NewId;
}): Simulation {
  const opened = disputeOf(of, newId('dp'), at);
  return {
    objects: { disputes: [opened], charges: [{ ...of, disputed: true }] },
    events: [event('charge.dispute.created', opened, at, newId)],
  };
}

/** The dispute is decided: `charge.dispute.closed` with status `won` or `lost`. */
export function closeDispute({
  dispute: open,
  status,
  at,
  newId = randomId,
}: {
  dispute: DisputeObject;
  status: 'won' | 'lost';
  at: number;
  newId?: NewId;
}): Simulation {
  const closed: DisputeObject = { ...open, status };
  return {
    objects: { disputes: [closed] },
    events: [event('charge.dispute.closed', closed, at, newId, { status: open.status })],
  };
}
