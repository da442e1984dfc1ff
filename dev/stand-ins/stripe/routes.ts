import { invalidParam, noSuch, unrecognizedUrl, type StripeResult } from './errors';
import { list } from './objects';
import type { StripeStore } from './store';

const LINE_ITEMS = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/;
const SUBSCRIPTION = /^\/v1\/subscriptions\/([^/]+)$/;
const INVOICE = /^\/v1\/invoices\/([^/]+)$/;
const INVOICE_PAYMENTS = '/v1/invoice_payments';

/**
 * `GET /v1/invoice_payments`, newest first, filtered as Stripe filters it: by `invoice`, or
 * by `payment[type]=payment_intent` and `payment[payment_intent]`.
 */
function invoicePayments(store: StripeStore, params: URLSearchParams): StripeResult {
  const type = params.get('payment[type]');
  const intent = params.get('payment[payment_intent]');
  if (type !== null && type !== 'payment_intent' && type !== 'payment_record')
    return invalidParam(
      'payment[type]',
      `Invalid payment[type]: must be one of payment_intent or payment_record`,
    );
  if (type === 'payment_intent' && !intent)
    return invalidParam(
      'payment[payment_intent]',
      'Missing required param: payment[payment_intent].',
    );
  const invoice = params.get('invoice');
  const found = [...store.invoicePayments.values()]
    .filter((p) => !invoice || p.invoice === invoice)
    .filter((p) => !type || (p.payment.type === type && p.payment.payment_intent === intent))
    .sort((a, b) => b.created - a.created);
  return page(found, params, INVOICE_PAYMENTS);
}

/** `limit` 1–100 (default 10) and `starting_after`, as Stripe pages its lists. */
function page<T extends { id: string }>(
  items: T[],
  params: URLSearchParams,
  url: string,
): StripeResult {
  const rawLimit = params.get('limit');
  const limit = rawLimit === null ? 10 : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    return invalidParam(
      'limit',
      'This value must be greater than or equal to 1 and less than or equal to 100.',
    );
  const after = params.get('starting_after');
  const start = after === null ? 0 : items.findIndex((item) => item.id === after) + 1;
  if (after !== null && start === 0) return noSuch('item', after, 'starting_after');
  const data = items.slice(start, start + limit);
  return { status: 200, body: list(data, url, start + limit < items.length) };
}

/** The calls the app makes; anything else is Stripe's unrecognised-URL 404. */
export function answerApiRequest(
  store: StripeStore,
  method: string,
  path: string,
  params: URLSearchParams,
): StripeResult {
  if (method === 'GET') {
    const lineItems = LINE_ITEMS.exec(path);
    if (lineItems) {
      const id = decodeURIComponent(lineItems[1]!);
      const items = store.sessionLineItems.get(id);
      return items ? page(items, params, path) : noSuch('checkout.session', id, 'session');
    }
    if (path === INVOICE_PAYMENTS) return invoicePayments(store, params);
    const invoice = INVOICE.exec(path);
    if (invoice) {
      const id = decodeURIComponent(invoice[1]!);
      const found = store.invoices.get(id);
      return found ? { status: 200, body: found } : noSuch('invoice', id);
    }
    const subscription = SUBSCRIPTION.exec(path);
    if (subscription) {
      const id = decodeURIComponent(subscription[1]!);
      const found = store.subscriptions.get(id);
      return found ? { status: 200, body: found } : noSuch('subscription', id);
    }
  }
  return unrecognizedUrl(method, path);
}
