import type Stripe from 'stripe';
import { isOpenDispute } from './charges';
import {
  deliverEvent,
  fetchStandInCharges,
  fetchStandInSubscriptions,
  putStandInObjects,
  webhookUrlFor,
  type DeliveryResult,
} from './delivery';
import {
  cancel,
  closeDispute,
  customerIdFor,
  fail,
  openDispute,
  purchase,
  refund,
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

/** The member's latest payment (a pass's checkout or a subscription invoice's), and its disputes. */
async function latestCharge(target: SimulateTarget, email: string) {
  const { charges, disputes } = await fetchStandInCharges(target.apiUrl, {
    customer: customerIdFor(email),
    email,
  });
  const latest = charges[0];
  if (!latest) {
    throw new SimulationError(`${email} has no simulated payment (simulate a purchase first)`);
  }
  return { charge: latest, disputes: disputes.filter((d) => d.charge === latest.id) };
}

/**
 * Refunds the member's latest payment: in full, or `partial` (a quarter of it, a refund the
 * operator decides about).
 */
export async function simulateRefund(
  target: SimulateTarget,
  email: string,
  { partial = false }: { partial?: boolean } = {},
  at = nowSeconds(),
): Promise<Outcome> {
  const { charge } = await latestCharge(target, email);
  if (charge.refunded) throw new SimulationError(`${email}'s latest payment is already refunded`);
  const amount = partial ? Math.max(1, Math.round(charge.amount / 4)) : undefined;
  return deliverSimulation(target, refund({ charge, at, amount }));
}

/**
 * Disputes the member's latest payment; `close` decides its open dispute (opening one
 * first when there is none open).
 */
export async function simulateDispute(
  target: SimulateTarget,
  email: string,
  { close }: { close?: 'won' | 'lost' } = {},
  at = nowSeconds(),
): Promise<Outcome> {
  const { charge, disputes } = await latestCharge(target, email);
  const open = disputes.find(isOpenDispute);
  if (!close) return deliverSimulation(target, openDispute({ charge, at }));
  if (open) return deliverSimulation(target, closeDispute({ dispute: open, status: close, at }));
  const opened = openDispute({ charge, at });
  const decided = closeDispute({
    dispute: opened.objects.disputes![0]!,
    status: close,
    at: at + 1,
  });
  return deliverSimulation(target, {
    objects: { ...opened.objects, disputes: decided.objects.disputes },
    events: [...opened.events, ...decided.events],
  });
}
