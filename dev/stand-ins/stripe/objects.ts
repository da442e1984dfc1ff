import Stripe from 'stripe';

/**
 * Stripe API objects in the JSON shapes of the API version the installed `stripe` package
 * pins (typed with its own types, so a field the SDK expects cannot be forgotten). Pure:
 * the simulator, the bench and the tests build objects here, and the stand-in serves them.
 */

export type PriceSpec = {
  id: string;
  /** `subscription` prices recur monthly; `payment` prices are one-time. */
  mode: 'subscription' | 'payment';
  unitAmount?: number;
  currency?: string;
  created: number;
};

const PRODUCT_PREFIX = 'prod_';
const DEFAULT_AMOUNT = 9900;
const DEFAULT_CURRENCY = 'myr';

function productOf(price: PriceSpec): string {
  return `${PRODUCT_PREFIX}${price.id.replace(/^price_/, '')}`;
}

export function price(spec: PriceSpec): Stripe.Price {
  const amount = spec.unitAmount ?? DEFAULT_AMOUNT;
  return {
    id: spec.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: spec.created,
    currency: spec.currency ?? DEFAULT_CURRENCY,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: productOf(spec),
    recurring:
      spec.mode === 'subscription'
        ? {
            interval: 'month',
            interval_count: 1,
            meter: null,
            trial_period_days: null,
            usage_type: 'licensed',
          }
        : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: spec.mode === 'subscription' ? 'recurring' : 'one_time',
    unit_amount: amount,
    unit_amount_decimal: Stripe.Decimal.from(String(amount)),
  };
}

/** The legacy `plan` every subscription item still carries beside its price. */
function planOf(of: Stripe.Price): Stripe.Plan {
  return {
    id: of.id,
    object: 'plan',
    active: of.active,
    amount: of.unit_amount,
    amount_decimal: of.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: of.created,
    currency: of.currency,
    interval: of.recurring?.interval ?? 'month',
    interval_count: of.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: of.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export type SubscriptionSpec = {
  id: string;
  customer: string;
  price: PriceSpec;
  status: Stripe.Subscription.Status;
  created: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd?: boolean;
  /** Seconds; set when the subscription was cancelled / ended. */
  canceledAt?: number | null;
  endedAt?: number | null;
  latestInvoice?: string | null;
};

/** Since API version 2025-03-31 a subscription's period lives on its items. */
export function subscription(spec: SubscriptionSpec): Stripe.Subscription {
  const itemPrice = price(spec.price);
  const item: Stripe.SubscriptionItem = {
    id: `si_${spec.id.replace(/^sub_/, '')}`,
    object: 'subscription_item',
    billing_thresholds: null,
    created: spec.created,
    current_period_end: spec.currentPeriodEnd,
    current_period_start: spec.currentPeriodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(itemPrice),
    price: itemPrice,
    quantity: 1,
    subscription: spec.id,
    tax_rates: [],
  };
  const cancelAtPeriodEnd = spec.cancelAtPeriodEnd ?? false;
  return {
    id: spec.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: spec.currentPeriodStart,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: cancelAtPeriodEnd ? spec.currentPeriodEnd : null,
    cancel_at_period_end: cancelAtPeriodEnd,
    canceled_at: spec.canceledAt ?? null,
    cancellation_details: {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: spec.canceledAt ? 'cancellation_requested' : null,
    },
    collection_method: 'charge_automatically',
    created: spec.created,
    currency: itemPrice.currency,
    customer: spec.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: spec.endedAt ?? null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: list([item], `/v1/subscription_items?subscription=${spec.id}`),
    latest_invoice: spec.latestInvoice ?? null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: spec.created,
    status: spec.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: null,
  };
}

/** One line of a Checkout Session (`GET /v1/checkout/sessions/{id}/line_items`). */
export function lineItem(id: string, spec: PriceSpec, quantity = 1): Stripe.LineItem {
  const of = price(spec);
  const amount = (of.unit_amount ?? 0) * quantity;
  return {
    id,
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: of.currency,
    description: null,
    metadata: {},
    price: of,
    quantity,
  };
}

/** A Stripe list envelope. */
export function list<T>(data: T[], url: string, hasMore = false): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}
