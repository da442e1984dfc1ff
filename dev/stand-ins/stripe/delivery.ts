import type Stripe from 'stripe';
import StripeSdk from 'stripe';
import type { ChargeObject, DisputeObject } from './charges';
import type { SimulatedEvent } from './events';
import type { ControlObjects } from './store';

/**
 * Talks to the running stand-in's control endpoints and delivers signed events to the app,
 * signed as Stripe signs them (the SDK's own test header, `t=…,v1=…`).
 */

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

export async function putStandInObjects(apiUrl: string, objects: ControlObjects): Promise<void> {
  const response = await fetch(`${apiUrl}/__control/objects`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(objects),
  });
  await json(response, 'the Stripe stand-in refused the objects');
}

export async function clearStandIn(apiUrl: string): Promise<void> {
  await json(
    await fetch(`${apiUrl}/__control/objects`, { method: 'DELETE' }),
    'clearing the stand-in',
  );
}

export async function fetchStandInSubscriptions(
  apiUrl: string,
  customer: string,
): Promise<Stripe.Subscription[]> {
  const response = await fetch(
    `${apiUrl}/__control/subscriptions?customer=${encodeURIComponent(customer)}`,
  );
  return (await json<{ subscriptions: Stripe.Subscription[] }>(response, 'the Stripe stand-in'))
    .subscriptions;
}

/**
 * A member's charges and their disputes as the stand-in holds them, newest first: those of
 * the customer, and those with the receipt e-mail (a guest's pass names no customer).
 */
export async function fetchStandInCharges(
  apiUrl: string,
  of: { customer: string; email: string },
): Promise<{ charges: ChargeObject[]; disputes: DisputeObject[] }> {
  const query = new URLSearchParams(of);
  const response = await fetch(`${apiUrl}/__control/charges?${query}`);
  return json(response, 'the Stripe stand-in');
}

/** The raw body and `stripe-signature` header Stripe would send for this event. */
export function signEvent(event: SimulatedEvent, secret: string, timestamp?: number) {
  // Stripe sends its events pretty-printed; the signature covers the exact bytes.
  const payload = JSON.stringify(event, null, 2);
  const header = StripeSdk.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, header };
}

export type DeliveryResult = { status: number; body: string };

/** POSTs one signed event to the app's webhook (`<app url>/api/payments/stripe`). */
export async function deliverEvent(
  webhookUrl: string,
  event: SimulatedEvent,
  secret: string,
): Promise<DeliveryResult> {
  const { payload, header } = signEvent(event, secret);
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header },
    body: payload,
  });
  return { status: response.status, body: await response.text() };
}

export const WEBHOOK_PATH = '/api/payments/stripe';

export function webhookUrlFor(appUrl: string): string {
  return new URL(WEBHOOK_PATH, appUrl).toString();
}
