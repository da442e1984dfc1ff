import type { Grant, GrantEndReason } from '../members/client';
import { DAY_MS } from '../time';
import type { Plan } from './plans';

/**
 * The provider-agnostic access logic: what a payment processor's events mean for a
 * subscription and for the member's grants. Pure; a provider's adapter translates its
 * events into these, and the store applies them in one transaction each.
 */

/**
 * `inactive`: not paid and not ended (unpaid, paused, incomplete); `canceled` is final.
 */
export type SubscriptionStatus = 'active' | 'past_due' | 'inactive' | 'canceled';

type EventBase = {
  /** The provider's event id: each is applied once. */
  id: string;
  /** When the provider made the event (ms): the newest event decides. */
  created: number;
  subscription: string;
};

/**
 * What the provider says about one payment after it was made: how much of it is refunded
 * (`refunded` counts every refund so far, so the largest seen is the truth), or a dispute's
 * state. `openedAt` is when the dispute was opened (the same in every event about it).
 */
export type ChargeChange =
  | { type: 'refund'; amount: number; refunded: number; currency?: string }
  | { type: 'dispute'; dispute: string; openedAt: number; status: DisputeStatus };

/** `open` until closed; `won` also covers a dispute closed without taking the money. */
export type DisputeStatus = 'open' | 'won' | 'lost';

/** A refund or dispute of one payment (the provider's payment id, e.g. a payment intent). */
export type ChargeEvent = { id: string; created: number; payment: string } & ChargeChange;

/** What one event says about a subscription, in the provider's own words translated. */
export type SubscriptionEvent = EventBase &
  (
    | {
        /** Bought: the checkout of a plan. */
        type: 'purchase';
        email: string;
        price: string;
        currentPeriodEnd: number;
        status?: SubscriptionStatus;
        cancelAtPeriodEnd?: boolean;
      }
    | {
        /** A period was paid: access runs to its end plus the grace period. */
        type: 'renewal';
        currentPeriodEnd: number;
        email?: string;
        price?: string;
        /** What was paid (minor units), for the console's revenue. */
        paid?: Payment;
      }
    | {
        /** The subscription's current state: a plan change, cancel at period end, a status. */
        type: 'update';
        price?: string;
        status?: SubscriptionStatus;
        currentPeriodEnd?: number;
        cancelAtPeriodEnd?: boolean;
      }
    | { type: 'deletion' }
    | {
        /** A payment failed: past due, access to the end of the grace period. */
        type: 'payment_failed';
        email?: string;
      }
    | (ChargeChange & {
        /**
         * A refund or dispute of an invoice's payment; `periodEnd`: the end of the period it
         * paid, null when it paid none of its own (an invoice of prorations only); `price`:
         * the plan it paid, when the invoice says (its refund is netted out of that plan).
         */
        payment: string;
        periodEnd: number | null;
        price?: string | null;
      })
  );

/** An amount paid, in minor units of its currency. */
export type Payment = { amount: number; currency: string };

/** A one-time payment: a pass for each plan among the prices bought, keyed by the payment. */
export type PassPurchase = {
  /** The provider's event id: each is applied once. */
  id: string;
  created: number;
  email: string;
  /** The provider's customer who paid, when known: a customer seen before is the same member. */
  customer?: string | null;
  payment: string;
  /** The payment its refunds and disputes will name (a payment intent), when known. */
  paymentIntent: string | null;
  prices: string[];
  /** What each price's line paid (minor units), for the console's revenue. */
  paid?: Array<Payment & { price: string }>;
};

export type SubscriptionEventType = SubscriptionEvent['type'];

/** The fields the newest event that names them decides. */
const LATEST_WINS = ['email', 'price', 'status', 'currentPeriodEnd', 'cancelAtPeriodEnd'] as const;
type LatestWinsField = (typeof LATEST_WINS)[number];

export type EventStamp = { created: number; event: string };

/** subscriptions/{id}. */
export type SubscriptionState = {
  email: string | null;
  price: string | null;
  status: SubscriptionStatus | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** The end of the last period known to be paid: a failed payment keeps access to it plus grace. */
  paidThrough: number | null;
  lastEventCreated: number;
  /** Which event set each field, so an older event arriving later changes none of them. */
  stamps: Partial<Record<LatestWinsField, EventStamp>>;
  /** Refunds and disputes of the subscription's invoices, by payment. */
  charges: Record<string, InvoiceChargeState>;
};

/** A payment's refunds and disputes as far as events told them. */
export type ChargeState = {
  amount: number | null;
  /** The most refunded any event reported (refunds only add up). */
  refunded: number;
  /** When it was first reported refunded in full (the earliest such event): null while not. */
  refundedAt: number | null;
  disputes: Record<string, { openedAt: number; status: DisputeStatus; stamp: EventStamp }>;
};

/**
 * `periodEnd`: the end of the period the invoice paid; null: it paid none (prorations
 * only). `price`: the plan it paid, when the invoice said.
 */
export type InvoiceChargeState = ChargeState & { periodEnd: number | null; price?: string | null };

export const NEW_CHARGE: ChargeState = {
  amount: null,
  refunded: 0,
  refundedAt: null,
  disputes: {},
};

export const NEW_SUBSCRIPTION: SubscriptionState = {
  email: null,
  price: null,
  status: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paidThrough: null,
  lastEventCreated: 0,
  stamps: {},
  charges: {},
};

type Fields = Partial<Pick<SubscriptionState, LatestWinsField | 'paidThrough'>>;

function fieldsOf(event: SubscriptionEvent): Fields {
  switch (event.type) {
    case 'purchase': {
      const status = event.status ?? 'active';
      return {
        email: event.email,
        price: event.price,
        status,
        currentPeriodEnd: event.currentPeriodEnd,
        ...(event.cancelAtPeriodEnd !== undefined
          ? { cancelAtPeriodEnd: event.cancelAtPeriodEnd }
          : {}),
        ...(status === 'active' ? { paidThrough: event.currentPeriodEnd } : {}),
      };
    }
    case 'renewal': {
      const email = event.email ? { email: event.email } : {};
      // A period already over when it was paid: an older invoice paid late, after the
      // subscription moved on (maybe after a newer period was paid). It counts as paid and
      // says nothing of the subscription now: its period and price stay as they are.
      if (event.currentPeriodEnd <= event.created)
        return { ...email, paidThrough: event.currentPeriodEnd };
      return {
        ...email,
        ...(event.price ? { price: event.price } : {}),
        status: 'active',
        currentPeriodEnd: event.currentPeriodEnd,
        paidThrough: event.currentPeriodEnd,
      };
    }
    case 'update': {
      const { price, status, currentPeriodEnd, cancelAtPeriodEnd } = event;
      return Object.fromEntries(
        Object.entries({ price, status, currentPeriodEnd, cancelAtPeriodEnd }).filter(
          ([, value]) => value !== undefined,
        ),
      ) as Fields;
    }
    case 'deletion':
      return { status: 'canceled' };
    case 'payment_failed':
      return { status: 'past_due', ...(event.email ? { email: event.email } : {}) };
    case 'refund':
    case 'dispute':
      return {};
  }
}

const newer = (a: EventStamp, b: EventStamp | undefined) =>
  !b || a.created > b.created || (a.created === b.created && a.event > b.event);

/**
 * The subscription after one more event. Each field takes the value of the newest event
 * that names it (by `created`, then event id), but the member's e-mail, once known, stays
 * (only a move changes it); `paidThrough` only grows, and a cancellation is final; so any order of the same events gives the same state, and
 * applying an event twice changes nothing.
 */
export function applySubscriptionEvent(
  state: SubscriptionState,
  event: SubscriptionEvent,
): SubscriptionState {
  const stamp: EventStamp = { created: event.created, event: event.id };
  const fields = fieldsOf(event);
  const next: SubscriptionState = {
    ...state,
    stamps: { ...state.stamps },
    lastEventCreated: Math.max(state.lastEventCreated, event.created),
  };
  for (const field of LATEST_WINS) {
    const value = fields[field];
    if (value === undefined || !newer(stamp, state.stamps[field])) continue;
    // A known subscription belongs to its member whatever e-mail a later event carries (a
    // member moved to a new address keeps paying under the old one at Stripe).
    if (field === 'email' && state.email !== null) continue;
    if (field === 'status' && (state.status === 'canceled' || event.type === 'deletion')) continue;
    (next as Record<LatestWinsField, unknown>)[field] = value;
    next.stamps[field] = stamp;
  }
  // Final, stamped with the earliest deletion, whatever came before or after it.
  const canceledAt = state.status === 'canceled' ? state.stamps.status : undefined;
  if (event.type === 'deletion' && (!canceledAt || newer(canceledAt, stamp))) {
    next.status = 'canceled';
    next.stamps.status = stamp;
  }
  if (typeof fields.paidThrough === 'number')
    next.paidThrough = Math.max(state.paidThrough ?? 0, fields.paidThrough);
  if (event.type === 'refund' || event.type === 'dispute') {
    const before = state.charges[event.payment];
    next.charges = {
      ...state.charges,
      [event.payment]: {
        ...applyChargeChange(before ?? NEW_CHARGE, event, stamp),
        periodEnd: before?.periodEnd ?? event.periodEnd,
        price: before?.price ?? event.price ?? null,
      },
    };
  }
  return next;
}

const CLOSED_RANK: Record<DisputeStatus, number> = { open: 0, won: 1, lost: 1 };

/**
 * A payment after one more refund or dispute event. The refunded amount only grows, a full
 * refund dates from the earliest event that reported it, and a dispute's close is final
 * (of two closes, the newer decides): so any order of the same events gives the same state.
 */
export function applyChargeChange(
  state: ChargeState,
  change: ChargeChange,
  stamp: EventStamp,
): ChargeState {
  if (change.type === 'refund') {
    const full = change.refunded >= change.amount && change.amount > 0;
    return {
      ...state,
      amount: change.amount,
      refunded: Math.max(state.refunded, change.refunded),
      refundedAt: full ? Math.min(state.refundedAt ?? Infinity, stamp.created) : state.refundedAt,
    };
  }
  const known = state.disputes[change.dispute];
  const replaces =
    !known ||
    CLOSED_RANK[change.status] > CLOSED_RANK[known.status] ||
    (CLOSED_RANK[change.status] === CLOSED_RANK[known.status] && newer(stamp, known.stamp));
  if (!replaces) return state;
  return {
    ...state,
    disputes: {
      ...state.disputes,
      [change.dispute]: { openedAt: change.openedAt, status: change.status, stamp },
    },
  };
}

/** All refund and dispute events of one payment, in any order: the state they converge to. */
export function foldChargeEvents(events: readonly ChargeEvent[]): ChargeState {
  return events.reduce(
    (state, event) => applyChargeChange(state, event, { created: event.created, event: event.id }),
    NEW_CHARGE,
  );
}

/** A moment a payment stopped giving access, and why. */
export type Hold = { at: number; reason: GrantEndReason };

/**
 * Why a payment no longer gives access: refunded in full (from the refund), or disputed
 * (from the dispute's opening, while it is open, and for good once lost). A partial refund
 * and a dispute won hold nothing.
 */
export function chargeHolds(state: ChargeState): Hold[] {
  const holds: Hold[] = [];
  if (state.refundedAt !== null) holds.push({ at: state.refundedAt, reason: 'refunded' });
  for (const dispute of Object.values(state.disputes)) {
    if (dispute.status === 'open') holds.push({ at: dispute.openedAt, reason: 'disputed' });
    if (dispute.status === 'lost') holds.push({ at: dispute.openedAt, reason: 'dispute lost' });
  }
  return holds;
}

/** The grant ended by the earliest hold, with its reason; one that ended before it is unchanged. */
export function withHolds(grant: Grant, holds: readonly Hold[]): Grant {
  const base: Grant = { ...grant };
  delete base.reason;
  const first = holds.reduce<Hold | null>(
    (earliest, hold) =>
      !earliest ||
      hold.at < earliest.at ||
      (hold.at === earliest.at && hold.reason < earliest.reason)
        ? hold
        : earliest,
    null,
  );
  if (!first || first.at >= (base.accessUntil ?? Infinity)) return base;
  return { ...base, accessUntil: first.at, reason: first.reason };
}

/**
 * The grant a subscription gives: its plan's courses until the paid period ends plus the
 * grace period (to the period's end exactly when it is set to cancel then); past due, to
 * the end of the last paid period plus grace. Once canceled or unpaid, the grant stays on
 * the record as history but ends when that happened (or earlier, when access had already
 * run out). Null when there is nothing to grant: no plan for the price, no period known.
 */
export function subscriptionGrant(
  state: SubscriptionState,
  plan: Plan | null,
  graceMs: number,
): Grant | null {
  if (!plan || !state.price || !state.status) return null;
  const paidEnd =
    state.status === 'active'
      ? (state.currentPeriodEnd ?? state.paidThrough)
      : (state.paidThrough ?? state.currentPeriodEnd);
  if (paidEnd === null) return null;
  let accessUntil =
    state.status === 'active' && state.cancelAtPeriodEnd ? paidEnd : paidEnd + graceMs;
  if (state.status === 'canceled' || state.status === 'inactive')
    accessUntil = Math.min(accessUntil, state.stamps.status?.created ?? 0);
  // A dispute of any invoice holds the subscription; a refund only of the invoice that paid
  // the last paid period (or a later one): refunding an older invoice, or one that paid no
  // period (a plan change's prorations), takes back nothing current. Measured against what
  // was paid, not the period Stripe has started: an update opening the next period before
  // its invoice is paid does not undo a full refund.
  const lastPaid = state.paidThrough ?? paidEnd;
  const holds = Object.values(state.charges ?? {}).flatMap((charge) =>
    chargeHolds(charge).filter(
      (hold) =>
        hold.reason !== 'refunded' || (charge.periodEnd !== null && charge.periodEnd >= lastPaid),
    ),
  );
  return withHolds({ courses: plan.courses, source: `plan:${state.price}`, accessUntil }, holds);
}

/** A one-time payment's pass: the plan's courses for its term from the moment of payment. */
export function passGrant(plan: Plan, paidAt: number): Grant {
  return {
    courses: plan.courses,
    source: 'pass',
    accessUntil: paidAt + (plan.termDays ?? 0) * DAY_MS,
  };
}

/** All events in any order, each maybe twice: the state they converge to. */
export function foldSubscriptionEvents(events: readonly SubscriptionEvent[]): SubscriptionState {
  return events.reduce(applySubscriptionEvent, NEW_SUBSCRIPTION);
}
