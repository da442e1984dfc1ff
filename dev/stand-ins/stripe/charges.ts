import type Stripe from 'stripe';
import { list } from './objects';

/**
 * Payments after the fact, as Stripe shapes them for the pinned API version: the Charge a
 * payment made, its refunds (`charge.refunded` carries the Charge, `amount_refunded` counting
 * every refund so far), its disputes, and the InvoicePayment that ties a subscription
 * invoice to the payment intent that paid it. Pure, like events.ts.
 */

type ChargeFields =
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'captured'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'disputed'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'payment_intent'
  | 'receipt_email'
  | 'refunded'
  | 'refunds'
  | 'status';
/** The Charge fields a handler reads (typed by the SDK; the rest are left out). */
export type ChargeObject = Pick<Stripe.Charge, ChargeFields>;

type DisputeFields =
  | 'id'
  | 'object'
  | 'amount'
  | 'charge'
  | 'created'
  | 'currency'
  | 'is_charge_refundable'
  | 'livemode'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'status';
export type DisputeObject = Pick<Stripe.Dispute, DisputeFields>;

export type ChargeSpec = {
  id: string;
  paymentIntent: string;
  /** Null for a guest's one-time payment (Checkout made no Customer). */
  customer: string | null;
  email: string;
  amount: number;
  currency: string;
  at: number;
  description: string;
};

/** A captured, paid card charge of a payment intent, nothing refunded yet. */
export function charge(spec: ChargeSpec): ChargeObject {
  return {
    id: spec.id,
    object: 'charge',
    amount: spec.amount,
    amount_captured: spec.amount,
    amount_refunded: 0,
    captured: true,
    created: spec.at,
    currency: spec.currency,
    customer: spec.customer,
    description: spec.description,
    disputed: false,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: spec.paymentIntent,
    receipt_email: spec.email,
    refunded: false,
    refunds: list([], `/v1/charges/${spec.id}/refunds`),
    status: 'succeeded',
  };
}

/** The charge after one more refund of `amount` (at most what is left). */
export function refunded(
  of: ChargeObject,
  amount: number,
  at: number,
  refundId: string,
): { charge: ChargeObject; refund: Stripe.Refund } {
  const refund = Math.min(amount, of.amount - of.amount_refunded);
  const total = of.amount_refunded + refund;
  const made: Stripe.Refund = {
    id: refundId,
    object: 'refund',
    amount: refund,
    balance_transaction: null,
    charge: of.id,
    created: at,
    currency: of.currency,
    customer: of.customer,
    customer_account: null,
    metadata: {},
    payment_intent: of.payment_intent,
    payment_method: null,
    reason: 'requested_by_customer',
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  const earlier = of.refunds?.data ?? [];
  return {
    refund: made,
    charge: {
      ...of,
      amount_refunded: total,
      refunded: total >= of.amount,
      refunds: list([made, ...earlier], `/v1/charges/${of.id}/refunds`),
    },
  };
}

/** A chargeback opened on the charge (`needs_response`), or the same dispute closed. */
export function dispute(
  of: ChargeObject,
  id: string,
  opened: number,
  status: Stripe.Dispute.Status = 'needs_response',
): DisputeObject {
  return {
    id,
    object: 'dispute',
    amount: of.amount,
    charge: of.id,
    created: opened,
    currency: of.currency,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: of.payment_intent,
    reason: 'fraudulent',
    status,
  };
}

/** The InvoicePayment of a paid invoice: what the app asks to learn which invoice a payment paid. */
export function invoicePayment(
  id: string,
  invoice: { id: string; amount_paid: number; currency: string },
  paymentIntent: string,
  at: number,
): Stripe.InvoicePayment {
  return {
    id,
    object: 'invoice_payment',
    amount_paid: invoice.amount_paid,
    amount_requested: invoice.amount_paid,
    created: at,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: paymentIntent, type: 'payment_intent' },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: at },
  };
}

/** Whether a dispute is still open (not won, lost, or otherwise closed). */
export const isOpenDispute = (d: DisputeObject) =>
  !['won', 'lost', 'warning_closed', 'prevented'].includes(d.status);
