import type Stripe from 'stripe';
import type { ChargeObject, DisputeObject } from './charges';

/** What the stand-in knows: the objects the simulator, bench or tests created. */
export type StripeStore = {
  /** Checkout Session id → its line items. */
  sessionLineItems: Map<string, Stripe.LineItem[]>;
  subscriptions: Map<string, Stripe.Subscription>;
  invoices: Map<string, Stripe.Invoice>;
  invoicePayments: Map<string, Stripe.InvoicePayment>;
  /** The simulator's memory of payments made: charges and their disputes, by id. */
  charges: Map<string, ChargeObject>;
  disputes: Map<string, DisputeObject>;
  requests: number;
};

export function createStore(): StripeStore {
  return {
    sessionLineItems: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoicePayments: new Map(),
    charges: new Map(),
    disputes: new Map(),
    requests: 0,
  };
}

/** The body of `POST /__control/objects`; every object replaces one with the same id. */
export type ControlObjects = {
  checkoutSessions?: Array<{ id: string; lineItems: Stripe.LineItem[] }>;
  subscriptions?: Stripe.Subscription[];
  invoices?: Stripe.Invoice[];
  invoicePayments?: Stripe.InvoicePayment[];
  charges?: ChargeObject[];
  disputes?: DisputeObject[];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasId = (value: unknown, prefix: string): value is { id: string } =>
  isObject(value) && typeof value.id === 'string' && value.id.startsWith(prefix);

/** Checks the envelope and ids (the objects' own shapes are the builders' job); a message when unusable. */
export function parseControlObjects(text: string): ControlObjects | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'body must be JSON';
  }
  if (!isObject(data)) return 'body must be a JSON object';
  const lists: Record<keyof ControlObjects, unknown> = {
    checkoutSessions: data.checkoutSessions ?? [],
    subscriptions: data.subscriptions ?? [],
    invoices: data.invoices ?? [],
    invoicePayments: data.invoicePayments ?? [],
    charges: data.charges ?? [],
    disputes: data.disputes ?? [],
  };
  for (const [name, value] of Object.entries(lists))
    if (!Array.isArray(value)) return `${name} must be an array`;
  const arrays = lists as Record<keyof ControlObjects, unknown[]>;
  const kinds: Array<[keyof ControlObjects, string, string]> = [
    ['subscriptions', 'sub_', 'subscription'],
    ['invoices', 'in_', 'invoice'],
    ['invoicePayments', 'inpay_', 'invoice_payment'],
    ['charges', 'ch_', 'charge'],
    ['disputes', 'dp_', 'dispute'],
  ];
  for (const [name, prefix, object] of kinds) {
    const wellFormed = (item: unknown) =>
      hasId(item, prefix) && (item as { object?: unknown }).object === object;
    if (!arrays[name].every(wellFormed))
      return `every ${object} needs object "${object}" and an id starting ${prefix}`;
  }
  for (const session of arrays.checkoutSessions) {
    if (!hasId(session, 'cs_')) return 'every checkout session needs an id starting cs_';
    const items = (session as Record<string, unknown>).lineItems;
    if (!Array.isArray(items) || !items.every((item) => hasId(item, 'li_')))
      return `checkout session ${session.id}: lineItems must be line items with ids starting li_`;
  }
  // The envelope and ids are checked; the objects' shapes are the builders' (typed) job.
  return arrays as ControlObjects;
}

export function putObjects(store: StripeStore, objects: ControlObjects): void {
  for (const session of objects.checkoutSessions ?? [])
    store.sessionLineItems.set(session.id, session.lineItems);
  for (const sub of objects.subscriptions ?? []) store.subscriptions.set(sub.id, sub);
  for (const invoice of objects.invoices ?? []) store.invoices.set(invoice.id, invoice);
  for (const paid of objects.invoicePayments ?? []) store.invoicePayments.set(paid.id, paid);
  for (const made of objects.charges ?? []) store.charges.set(made.id, made);
  for (const opened of objects.disputes ?? []) store.disputes.set(opened.id, opened);
}

export function clearStore(store: StripeStore): void {
  store.sessionLineItems.clear();
  store.subscriptions.clear();
  store.invoices.clear();
  store.invoicePayments.clear();
  store.charges.clear();
  store.disputes.clear();
  store.requests = 0;
}
