import type Stripe from 'stripe';
import { mulberry32 } from '../dev/generators/seeded-random';
import {
  cancel,
  changePlan,
  closeDispute,
  fail,
  openDispute,
  purchase,
  refund,
  renew,
  type ChargeObject,
  type DisputeObject,
  type NewId,
  type SimulatedEvent,
  type Simulation,
} from '../dev/stand-ins/stripe';
import type { ControlObjects } from '../dev/stand-ins/stripe';
import type { CheckoutSessionObject, InvoiceObject } from '../dev/stand-ins/stripe/events';
import { DAY_MS } from '../lib/time';

/**
 * The pure half of `npm run bench:payments`: a seeded history of payments, the order it is
 * delivered in (redeliveries, late arrivals), and the state it must leave, computed here
 * from the events alone (not with lib/payments), as the contract defines it:
 *   - per subscription the newest event (`created`) decides: deleted → no access; a failed
 *     payment → access to the unpaid invoice's period start (the period paid last) + grace;
 *     set to cancel at the period's end → access to that end, without grace;
 *     otherwise the subscription's period end + grace, with its current price's courses;
 *   - a one-time pass: its plan's courses until payment + the plan's term;
 *   - a payment refunded in full ends what it paid for at the refund: a pass, or a
 *     subscription when the refunded invoice paid its current period (a later period or
 *     none); a partial refund ends nothing; a dispute ends it from the dispute's opening
 *     while open and for good once lost, and nothing once won (a close is final);
 *   - a member's effective courses: the union of grants whose accessUntil is after now.
 */

export type BenchPlan = {
  price: string;
  name: string;
  courses: string[];
  mode: 'subscription' | 'payment';
  termDays?: number;
};

export type History = {
  /** Every distinct event, in the order it happened (`created` ascending). */
  events: SimulatedEvent[];
  /** Each event's member (the buyer's e-mail, lower-cased). */
  memberOf: Map<string, string>;
  /** What the stand-in must hold: every subscription as it ends up, every session. */
  objects: ControlObjects;
};

const HOUR = 60 * 60;

function sequentialIds(prefix: string): NewId {
  let n = 0;
  return (kind) => `${kind}_${prefix}${(++n).toString(36).padStart(6, '0')}`;
}

/**
 * About `count` events (the last action may be cut), one action an hour ending at `end`
 * (seconds): purchases, renewals, failed renewals, plan changes, cancellations now and at
 * the period's end. A failed renewal sends only `invoice.payment_failed`.
 */
export function generateHistory(options: {
  count: number;
  members: number;
  plans: BenchPlan[];
  end: number;
  seed: number;
  runId?: string;
}): History {
  const random = mulberry32(options.seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const newId = sequentialIds(options.runId ?? `s${options.seed}`);
  const subscriptionPlans = options.plans.filter((p) => p.mode === 'subscription');
  const passPlans = options.plans.filter((p) => p.mode === 'payment');
  const emails = Array.from(
    { length: options.members },
    (_, i) => `bench-pay-${i + 1}@example.com`,
  );
  const live = new Map<string, Stripe.Subscription>();
  /** Each member's latest payment, and the dispute open on one of their payments. */
  const lastCharge = new Map<string, ChargeObject>();
  const openDisputes = new Map<string, DisputeObject>();
  const charges = new Map<string, ChargeObject>();
  const disputes = new Map<string, DisputeObject>();
  const invoices: NonNullable<ControlObjects['invoices']> = [];
  const invoicePayments: NonNullable<ControlObjects['invoicePayments']> = [];
  const events: SimulatedEvent[] = [];
  const memberOf = new Map<string, string>();
  const sessions: NonNullable<ControlObjects['checkoutSessions']> = [];
  const subscriptions = new Map<string, Stripe.Subscription>();
  const start = options.end - options.count * HOUR;

  for (let step = 0; events.length < options.count; step++) {
    const at = start + step * HOUR;
    const email = pick(emails);
    const current = live.get(email);
    let sim: Simulation;
    const afterPayment = paymentAction(lastCharge.get(email), openDisputes.get(email), at);
    if (afterPayment) sim = afterPayment;
    else if (!current || current.status === 'canceled') {
      const plan =
        passPlans.length > 0 && random() < 0.2 ? pick(passPlans) : pick(subscriptionPlans);
      sim = purchase({
        email,
        price: { id: plan.price, mode: plan.mode, created: start },
        at,
        newId,
      });
    } else {
      const roll = random();
      if (roll < 0.4) sim = renew({ subscription: current, email, at, newId });
      else if (roll < 0.55) {
        const failed = fail({ subscription: current, email, at, newId });
        // Access follows the unpaid invoice; the subscription object is left as it was.
        sim = { ...failed, events: failed.events.slice(0, 1), subscription: current, objects: {} };
      } else if (roll < 0.7) sim = cancel({ subscription: current, at, newId, atPeriodEnd: true });
      else if (roll < 0.85) sim = cancel({ subscription: current, at, newId });
      else {
        const other = pick(subscriptionPlans);
        sim = changePlan({
          subscription: current,
          at,
          newId,
          price: { id: other.price, mode: 'subscription', created: start },
        });
      }
    }
    for (const session of sim.objects.checkoutSessions ?? []) sessions.push(session);
    invoices.push(...(sim.objects.invoices ?? []));
    invoicePayments.push(...(sim.objects.invoicePayments ?? []));
    for (const made of sim.objects.charges ?? []) {
      charges.set(made.id, made);
      lastCharge.set(email, made);
    }
    for (const dispute of sim.objects.disputes ?? []) {
      disputes.set(dispute.id, dispute);
      if (dispute.status === 'needs_response') openDisputes.set(email, dispute);
      else openDisputes.delete(email);
    }
    if (sim.subscription) {
      live.set(email, sim.subscription);
      subscriptions.set(sim.subscription.id, sim.subscription);
    }
    for (const event of sim.events) {
      if (events.length >= options.count) break;
      events.push(event);
      memberOf.set(event.id, email);
    }
  }
  return {
    events,
    memberOf,
    objects: {
      checkoutSessions: sessions,
      subscriptions: [...subscriptions.values()],
      invoices,
      invoicePayments,
      charges: [...charges.values()],
      disputes: [...disputes.values()],
    },
  };

  /**
   * Now and then, something happens to the member's latest payment: an open dispute is
   * decided (won or lost); otherwise a full refund, a partial one, or a new dispute.
   */
  function paymentAction(
    paid: ChargeObject | undefined,
    open: DisputeObject | undefined,
    at: number,
  ): Simulation | null {
    if (!paid || random() >= 0.12) return null;
    const roll = random();
    if (open)
      return closeDispute({ dispute: open, status: roll < 0.5 ? 'won' : 'lost', at, newId });
    if (paid.refunded) return null;
    if (roll < 0.4) return refund({ charge: paid, at, newId });
    if (roll < 0.6) return refund({ charge: paid, at, newId, amount: Math.round(paid.amount / 4) });
    return openDispute({ charge: paid, at, newId });
  }
}

/**
 * The delivery order: `late` of the events arrive 2–40 places after their turn (so after
 * newer ones), and `redelivered` of them arrive a second time, later.
 */
export function deliveryOrder<T>(
  events: T[],
  options: { late: number; redelivered: number; seed: number },
): T[] {
  const random = mulberry32(options.seed);
  const order = [...events];
  const lateCount = Math.round(events.length * options.late);
  const moved = new Set<T>();
  while (moved.size < lateCount) {
    const from = Math.floor(random() * order.length);
    const item = order[from]!;
    if (moved.has(item)) continue;
    moved.add(item);
    const to = Math.min(order.length - 1, from + 2 + Math.floor(random() * 39));
    order.splice(from, 1);
    order.splice(to, 0, item);
  }
  const repeats = Math.round(events.length * options.redelivered);
  const chosen = new Set<number>();
  while (chosen.size < repeats) chosen.add(Math.floor(random() * events.length));
  for (const index of chosen) {
    const at = order.indexOf(events[index]!);
    const again = at + 1 + Math.floor(random() * (order.length - at));
    order.splice(again, 0, events[index]!);
  }
  return order;
}

export type Grant = { courses: string[]; accessUntil?: number };
/** Member e-mail → grant key → grant, as `users/{email}.grants` holds them. */
export type MemberGrants = Map<string, Record<string, Grant>>;

type SubState = { email: string; event: SimulatedEvent };

const CHARGE_EVENTS: ReadonlySet<string> = new Set([
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
]);

/**
 * When each payment (by payment intent) stopped giving access, from its refund and dispute
 * events alone: refunded in full (the earliest event saying so), a dispute open or lost
 * (from its opening; a close is final, whichever arrives first). The earliest wins.
 */
function paymentEnds(events: SimulatedEvent[]): Map<string, number> {
  const refundedAt = new Map<string, number>();
  const disputes = new Map<string, { payment: string; opened: number; closed?: string }>();
  for (const event of events) {
    if (event.type === 'charge.refunded') {
      const charge = event.data.object as ChargeObject;
      const payment = String(charge.payment_intent);
      if (charge.amount_refunded >= charge.amount)
        refundedAt.set(payment, Math.min(refundedAt.get(payment) ?? Infinity, event.created));
    } else if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
      const dispute = event.data.object as DisputeObject;
      const known = disputes.get(dispute.id);
      disputes.set(dispute.id, {
        payment: String(dispute.payment_intent),
        opened: dispute.created,
        closed: event.type === 'charge.dispute.closed' ? dispute.status : known?.closed,
      });
    }
  }
  const ends = new Map<string, number>();
  const end = (payment: string, at: number) =>
    ends.set(payment, Math.min(ends.get(payment) ?? Infinity, at * 1000));
  for (const [payment, at] of refundedAt) end(payment, at);
  for (const { payment, opened, closed } of disputes.values())
    if (closed === undefined || closed === 'lost') end(payment, opened);
  return ends;
}

const endedBy = (grant: Grant, at: number | undefined): Grant =>
  at !== undefined && at < (grant.accessUntil ?? Infinity) ? { ...grant, accessUntil: at } : grant;

function subscriptionIdOf(event: SimulatedEvent): string | null {
  const object = event.data.object;
  if (object.object === 'subscription') return object.id;
  if (object.object === 'invoice') {
    const sub = (object as InvoiceObject).parent?.subscription_details?.subscription;
    return typeof sub === 'string' ? sub : (sub?.id ?? null);
  }
  const session = object as CheckoutSessionObject;
  return typeof session.subscription === 'string' ? session.subscription : null;
}

/**
 * The grants the events must leave, from the events alone. A checkout of a subscription
 * carries no period: its end and price come from the subscription as Stripe holds it then
 * (`subscriptionAt`: the bench's own record, as the app asks the stand-in).
 */
export function expectedGrants(
  history: History,
  plans: BenchPlan[],
  graceDays: number,
): MemberGrants {
  const byPrice = new Map(plans.map((p) => [p.price, p]));
  const grace = graceDays * DAY_MS;
  const newest = new Map<string, SubState>();
  const result: MemberGrants = new Map();
  const grantsOf = (email: string) => {
    const grants = result.get(email) ?? {};
    result.set(email, grants);
    return grants;
  };
  const subscriptionsById = new Map(
    (history.objects.subscriptions ?? []).map((s) => [s.id, s] as const),
  );
  const lineItemsOf = new Map(
    (history.objects.checkoutSessions ?? []).map((s) => [s.id, s.lineItems] as const),
  );

  const chargeEvents = history.events.filter((e) => CHARGE_EVENTS.has(e.type));
  const ends = paymentEnds(chargeEvents);
  const disputeEnds = paymentEnds(chargeEvents.filter((e) => e.type !== 'charge.refunded'));
  const refunds = paymentEnds(chargeEvents.filter((e) => e.type === 'charge.refunded'));
  /** Subscription → the payments of its invoices, with the end of the period each paid. */
  const invoiceById = new Map((history.objects.invoices ?? []).map((i) => [i.id, i] as const));
  const paymentsOf = new Map<string, Array<{ payment: string; periodEnd: number }>>();
  for (const paid of history.objects.invoicePayments ?? []) {
    const invoice = invoiceById.get(String(paid.invoice));
    const subId = invoice && subscriptionIdOf({ data: { object: invoice } } as SimulatedEvent);
    if (!invoice || !subId) continue;
    const list = paymentsOf.get(subId) ?? [];
    list.push({
      payment: String(paid.payment.payment_intent),
      periodEnd: invoice.lines.data[0]!.period.end,
    });
    paymentsOf.set(subId, list);
  }

  for (const event of history.events) {
    if (CHARGE_EVENTS.has(event.type)) continue;
    const email = history.memberOf.get(event.id)!;
    const subId = subscriptionIdOf(event);
    if (subId) {
      const before = newest.get(subId);
      if (!before || before.event.created <= event.created) newest.set(subId, { email, event });
      continue;
    }
    // A one-time pass.
    const session = event.data.object as CheckoutSessionObject;
    const priceId = lineItemsOf.get(session.id)?.[0]?.price?.id;
    const plan = priceId ? byPrice.get(priceId) : undefined;
    if (!plan) continue;
    grantsOf(email)[`pass:${session.id}`] = endedBy(
      {
        courses: plan.courses,
        accessUntil: session.created * 1000 + (plan.termDays ?? 0) * DAY_MS,
      },
      ends.get(String(session.payment_intent)),
    );
  }

  for (const [subId, { email, event }] of newest) {
    const grants = grantsOf(email);
    const object = event.data.object;
    if (event.type === 'customer.subscription.deleted') continue;
    let priceId: string | undefined;
    let periodEnd: number;
    let graceMs = grace;
    if (event.type === 'invoice.payment_failed') {
      const invoice = object as InvoiceObject;
      const line = invoice.lines.data[0]!;
      priceId = String(line.pricing?.price_details?.price);
      periodEnd = line.period.start;
    } else if (object.object === 'subscription') {
      const sub = object as Stripe.Subscription;
      const item = sub.items.data[0]!;
      priceId = item.price.id;
      periodEnd = item.current_period_end;
      // Set to cancel at the period's end: access continues to that end, not beyond.
      if (sub.cancel_at_period_end) graceMs = 0;
    } else if (object.object === 'invoice') {
      const line = (object as InvoiceObject).lines.data[0]!;
      priceId = String(line.pricing?.price_details?.price);
      periodEnd = line.period.end;
    } else {
      // checkout.session.completed as the newest: the subscription as Stripe holds it.
      const sub = subscriptionsById.get(subId)!;
      priceId = sub.items.data[0]!.price.id;
      periodEnd = sub.items.data[0]!.current_period_end;
    }
    const plan = byPrice.get(priceId);
    if (!plan) continue;
    let grant: Grant = { courses: plan.courses, accessUntil: periodEnd * 1000 + graceMs };
    const paidInvoices = paymentsOf.get(subId) ?? [];
    // The last period paid for, not the one Stripe has started: an update opening the next
    // period before its invoice is paid does not undo the refund of the last paid one.
    const lastPaid = paidInvoices.length
      ? Math.max(...paidInvoices.map((paid) => paid.periodEnd))
      : periodEnd;
    for (const paid of paidInvoices) {
      grant = endedBy(grant, disputeEnds.get(paid.payment));
      // A refund of an older invoice than the one that paid the last paid period ends nothing.
      if (paid.periodEnd >= lastPaid) grant = endedBy(grant, refunds.get(paid.payment));
    }
    grants[`sub:${subId}`] = grant;
  }
  return result;
}

/** The courses open now: grants with no end, or one after `now` (ms). */
export function effectiveCourses(grants: Record<string, Grant>, now: number): string[] {
  const open = Object.values(grants).filter(
    (g) => g.accessUntil === undefined || g.accessUntil > now,
  );
  return [...new Set(open.flatMap((g) => g.courses))].sort();
}

export type Difference = { member: string; what: string; expected: unknown; actual: unknown };

/**
 * Compares each member's effective courses now and the accessUntil of every grant that
 * payments made (`sub:` and `pass:` keys); manual grants are not the bench's.
 */
export function compareGrants(
  expected: MemberGrants,
  actual: MemberGrants,
  now: number,
): Difference[] {
  const differences: Difference[] = [];
  const members = new Set([...expected.keys(), ...actual.keys()]);
  for (const member of [...members].sort()) {
    const want = expected.get(member) ?? {};
    const got = actual.get(member) ?? {};
    const wantCourses = effectiveCourses(want, now);
    const gotCourses = effectiveCourses(got, now);
    if (wantCourses.join() !== gotCourses.join())
      differences.push({
        member,
        what: 'effective courses',
        expected: wantCourses,
        actual: gotCourses,
      });
    const keys = new Set(
      [...Object.keys(want), ...Object.keys(got)].filter((k) => /^(sub|pass):/.test(k)),
    );
    for (const key of [...keys].sort()) {
      const a = want[key];
      const b = got[key];
      // A withdrawn grant may be deleted or kept with an end in the past.
      const wantOpen = a && (a.accessUntil === undefined || a.accessUntil > now);
      const gotOpen = b && (b.accessUntil === undefined || b.accessUntil > now);
      if (!wantOpen && !gotOpen) continue;
      if (
        a?.accessUntil !== b?.accessUntil ||
        (a?.courses ?? []).join() !== (b?.courses ?? []).join()
      )
        differences.push({ member, what: `grant ${key}`, expected: a ?? null, actual: b ?? null });
    }
  }
  return differences;
}
