import type Stripe from 'stripe';
import {
  deliverEvent,
  fetchStandInSubscriptions,
  putStandInObjects,
  webhookUrlFor,
  type DeliveryResult,
} from './delivery';
import {
  cancel,
  customerIdFor,
  fail,
  purchase,
  renew,
  type SimulatedEvent,
  type Simulation,
} from './events';
import type { PriceSpec } from './objects';

/**
 * One simulated action against a running app: the stand-in gets the objects the app will
 * ask Stripe for, then each event is signed and POSTed in order. Used by
 * `npm run payments:simulate` and the e2e spec.
 */
export type SimulateTarget = {
  /** The app's origin; events go to `<appUrl>/api/payments/stripe`. */
  appUrl: string;
  /** The Stripe stand-in (STRIPE_API_URL). */
  apiUrl: string;
  webhookSecret: string;
};

export type Delivered = { event: SimulatedEvent } & DeliveryResult;

export type Outcome = { delivered: Delivered[]; subscription?: Stripe.Subscription };

export class SimulationError extends Error {}

export async function deliverSimulation(
  target: SimulateTarget,
  simulation: Simulation,
): Promise<Outcome> {
  await putStandInObjects(target.apiUrl, simulation.objects);
  const delivered: Delivered[] = [];
  const url = webhookUrlFor(target.appUrl);
  for (const event of simulation.events) {
    const result = await deliverEvent(url, event, target.webhookSecret).catch((error: unknown) => {
      throw new SimulationError(`could not reach ${url}: ${(error as Error).message}`);
    });
    delivered.push({ event, ...result });
  }
  return { delivered, subscription: simulation.subscription };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function simulatePurchase(
  target: SimulateTarget,
  email: string,
  price: PriceSpec,
  at = nowSeconds(),
): Promise<Outcome> {
  return deliverSimulation(target, purchase({ email, price, at }));
}

/** The member's current subscription as the stand-in holds it: the newest one not ended. */
export async function currentSubscription(
  target: SimulateTarget,
  email: string,
): Promise<Stripe.Subscription> {
  const all = await fetchStandInSubscriptions(target.apiUrl, customerIdFor(email));
  const live = all.filter((s) => s.status !== 'canceled').sort((a, b) => b.created - a.created);
  if (!live[0]) {
    throw new SimulationError(
      `${email} has no simulated subscription that is still running (simulate a purchase of a subscription plan first)`,
    );
  }
  return live[0];
}

export type Change = 'cancel' | 'cancel-at-period-end' | 'renew' | 'fail';

export async function simulateChange(
  target: SimulateTarget,
  change: Change,
  email: string,
  at = nowSeconds(),
): Promise<Outcome> {
  const subscription = await currentSubscription(target, email);
  const simulation =
    change === 'renew'
      ? renew({ subscription, email, at })
      : change === 'fail'
        ? fail({ subscription, email, at })
        : cancel({ subscription, at, atPeriodEnd: change === 'cancel-at-period-end' });
  return deliverSimulation(target, simulation);
}
