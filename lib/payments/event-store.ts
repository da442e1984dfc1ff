import 'server-only';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { oneAtATime } from '../async';
import { writeGrants, type GrantChange } from '../grants';
import { paidGrant, sameGrant, storedGrant, withDecisionsOf } from '../grants/client';
import { memberDoc } from '../members';
import {
  grantsOfRecord,
  passGrantKey,
  subscriptionGrantKey,
  type Grant,
  type Grants,
} from '../members/client';
import { writeRevenueStats } from '../stats';
import { db, once, planDoc, subscriptionDoc, subscriptionStateOf } from './firestore';
import {
  applyChargeChange,
  applySubscriptionEvent,
  chargeHolds,
  NEW_CHARGE,
  passGrant,
  subscriptionGrant,
  withHolds,
  type ChargeChange,
  type ChargeEvent,
  type ChargeState,
  type PassPurchase,
  type SubscriptionEvent,
} from './paid-access';
import { planOf, type Plan } from './plans';

/**
 * Applies access events to Firestore, each exactly once: the event's id is recorded in
 * paymentEvents/{id} in the same transaction as its effect (the subscription's state, the
 * member's grant, the audit entry), and an id already recorded changes nothing.
 */

export type Outcome = 'applied' | 'duplicate' | 'unmatched';

export type AppliedEvent = {
  outcome: Outcome;
  /** The member whose grants the event concerns, when known. */
  email: string | null;
  /** Whether a grant of the member changed. */
  changed: boolean;
  /**
   * Whether the event gave the member a grant they did not have: a purchase, or the first
   * event of a subscription to find its plan (one added since its purchase). On a
   * duplicate: whether that event's welcome is still to do (WELCOME_CLAIM).
   */
  granted: boolean;
  /** Prices without a plan. */
  unmatched: string[];
};

const eventDoc = (id: string) => db().doc(`paymentEvents/${id}`);
const chargeDoc = (payment: string) => db().doc(`charges/${payment}`);
/**
 * customers/{id}: the member a payment provider's customer pays for ({ email }), written
 * when the customer's first payment is applied and rewritten by a move. A later payment of
 * the customer goes to that member whatever e-mail it carries (the provider keeps the one
 * the customer first gave).
 */
const customerDoc = (customer: string) => db().doc(`customers/${customer}`);

const emailIn = (data: Record<string, unknown> | undefined): string | null =>
  typeof data?.email === 'string' && data.email ? data.email : null;

/** The member a known customer pays for, read in the transaction; null when not known. */
async function readCustomer(
  transaction: Transaction,
  customer: string | null | undefined,
): Promise<string | null> {
  return customer ? emailIn((await transaction.get(customerDoc(customer))).data()) : null;
}

/** Records which member a customer pays for, the first time one is known. */
function writeCustomer(
  transaction: Transaction,
  customer: string | null | undefined,
  known: string | null,
  email: string | null,
): void {
  if (customer && !known && email) transaction.set(customerDoc(customer), { email });
}

/**
 * The member a payment belongs to when the app already knows it: the subscription's, else
 * the customer's. Read before an event is applied, so an account is made (or found) for the
 * member the payment will go to, not for an old address the event still carries.
 */
export async function fetchKnownPayer(payer: {
  subscription?: string | null;
  customer?: string | null;
}): Promise<string | null> {
  const [subscription, customer] = await Promise.all([
    payer.subscription ? subscriptionDoc(payer.subscription).get() : null,
    payer.customer ? customerDoc(payer.customer).get() : null,
  ]);
  return emailIn(subscription?.data()) ?? emailIn(customer?.data());
}

/**
 * Whether some of the prices has a plan (of `mode`, when given: a pass needs a one-time
 * plan), read before an event is applied: an account is made only for a payment that can
 * give access. The event's transaction reads the plans again.
 */
export async function fetchSomePriceHasPlan(
  prices: readonly string[],
  mode?: Plan['mode'],
): Promise<boolean> {
  const unique = [...new Set(prices)];
  if (unique.length === 0) return false;
  const plans = (await db().getAll(...unique.map(planDoc))).map((doc) => planOf(doc.data()));
  return plans.some((plan) => plan !== null && (!mode || plan.mode === mode));
}

async function readPlan(transaction: Transaction, price: string): Promise<Plan | null> {
  return planOf((await transaction.get(planDoc(price))).data());
}

/** What an event adds to (or, a refund, takes from) a plan's revenue; kept on its paymentEvents doc. */
type RevenueEntry = { plan: string | null; currency: string; amount: number };

/** Counts the entries in the overview's revenue, on the day the provider made the event. */
function writeRevenue(transaction: Transaction, entries: RevenueEntry[], at: number): void {
  for (const entry of entries) writeRevenueStats(transaction, { ...entry, at });
}

/** A refund's new part (refunds report the total so far), as a negative revenue entry. */
function refundEntry(
  plan: string | null,
  currency: string | undefined,
  refundedBefore: number,
  refundedAfter: number,
): RevenueEntry[] {
  const amount = refundedAfter - refundedBefore;
  return amount > 0 && currency ? [{ plan, currency, amount: -amount }] : [];
}

/** The audit action of a refund or dispute, as the console shows it. */
function chargeAction(change: ChargeChange): string {
  if (change.type === 'refund')
    return change.refunded >= change.amount ? 'refund' : 'partial refund';
  return change.status === 'open' ? 'dispute' : `dispute ${change.status}`;
}

/** What paymentEvents/{id} keeps of a refund or dispute, for the member's console page. */
function chargeRecord(change: ChargeChange, payment: string) {
  return {
    payment,
    action: chargeAction(change),
    ...(change.type === 'refund'
      ? { amount: change.amount, refunded: change.refunded, currency: change.currency ?? null }
      : {}),
  };
}

const isChargeEvent = (
  event: SubscriptionEvent,
): event is Extract<SubscriptionEvent, { type: 'refund' | 'dispute' }> =>
  event.type === 'refund' || event.type === 'dispute';

/**
 * paymentEvents/{id}.welcomeClaimedUntil (ms): the event gave the member a grant, and their
 * account and set-password e-mail (the webhook's welcome) are not done yet. Written with the
 * event, claimed by the delivery that applied it for WELCOME_CLAIM_MS, deleted once the
 * welcome is done (settleWelcome). A delivery that failed there (Firebase Auth down: answered
 * 503) gives its claim back, so the provider's next delivery, a duplicate that says so
 * (AppliedEvent.granted), claims it and does the welcome; deliveries at the same moment
 * leave it to the one holding the claim.
 */
const WELCOME_CLAIM = 'welcomeClaimedUntil';
/** Longer than a welcome takes (an account and one Firebase e-mail); a claim whose server died runs out. */
const WELCOME_CLAIM_MS = 60_000;
const welcomeClaim = (granted: boolean) =>
  granted ? { [WELCOME_CLAIM]: Date.now() + WELCOME_CLAIM_MS } : {};

const DUPLICATE: AppliedEvent = {
  outcome: 'duplicate',
  email: null,
  changed: false,
  granted: false,
  unmatched: [],
};
const duplicateEvent = (recorded: Record<string, unknown> | undefined): AppliedEvent =>
  typeof recorded?.[WELCOME_CLAIM] === 'number' && typeof recorded.email === 'string'
    ? { ...DUPLICATE, email: recorded.email, granted: true }
    : DUPLICATE;

/** Takes the event's undone welcome for this delivery, unless another delivery holds it. */
export async function claimWelcome(eventId: string, now = Date.now()): Promise<boolean> {
  return db().runTransaction(async (transaction) => {
    const until: unknown = (await transaction.get(eventDoc(eventId))).get(WELCOME_CLAIM);
    if (typeof until !== 'number' || until > now) return false;
    transaction.update(eventDoc(eventId), { [WELCOME_CLAIM]: now + WELCOME_CLAIM_MS });
    return true;
  });
}

/** The event's welcome done (`done`), or given back for the next delivery to do. */
export async function settleWelcome(eventId: string, done: boolean): Promise<void> {
  await eventDoc(eventId).update({ [WELCOME_CLAIM]: done ? FieldValue.delete() : 0 });
}

/**
 * Applies a subscription's event: the subscription's new state, and the member's grant
 * for it when the member is known. Events of one subscription run one at a time in this
 * process (Firestore would serialise their transactions anyway; this saves the retries).
 */
export function applySubscriptionEventOnce(
  event: SubscriptionEvent,
  meta: { provider: string; type: string; graceMs: number; customer?: string | null },
): Promise<AppliedEvent> {
  return oneAtATime(`subscription:${event.subscription}`, () =>
    once(
      eventDoc(event.id),
      async (transaction) => {
        const subscriptionRef = subscriptionDoc(event.subscription);
        const state = subscriptionStateOf((await transaction.get(subscriptionRef)).data());
        const payer = await readCustomer(transaction, meta.customer);
        // A known subscription keeps its member (applySubscriptionEvent); a new one of a
        // known customer is that customer's member's, whatever e-mail the event carries.
        const applied = applySubscriptionEvent(state, event);
        const next = state.email === null && payer ? { ...applied, email: payer } : applied;
        const plan = next.price ? await readPlan(transaction, next.price) : null;
        const unmatched = next.price && !plan ? [next.price] : [];
        const key = subscriptionGrantKey(event.subscription);
        let change: GrantChange | null = null;
        const member = next.email ? memberDoc(next.email) : null;
        let grants: Grants = {};
        let record: DocumentData | undefined;
        if (member) {
          record = (await transaction.get(member)).data();
          grants = grantsOfRecord(record);
          const before = grants[key] ?? null;
          const granted = subscriptionGrant(next, plan, meta.graceMs);
          const paid = before && paidGrant(before);
          // No plan for the price any more: a grant it gave ends now. Either way the
          // operators' decisions about the grant apply after what the payments give.
          const derived =
            granted ??
            (paid && {
              ...paid,
              accessUntil: Math.min(paid.accessUntil ?? Infinity, event.created),
            });
          const after = derived && withDecisionsOf(derived, before);
          if (after && !sameGrant(before, after)) change = { key, before, after };
        }
        const charge = isChargeEvent(event) ? chargeRecord(event, event.payment) : null;
        const granted = change !== null && change.before === null;
        // A payment and its refund count against the plan the invoice paid (its plan line),
        // which a plan change since, or an older invoice paid late, may have made another
        // than the subscription's price now; an invoice that names none, against that price.
        const revenue: RevenueEntry[] =
          event.type === 'renewal' && event.paid
            ? [{ ...event.paid, plan: event.price ?? next.price }]
            : event.type === 'refund'
              ? refundEntry(
                  next.charges[event.payment]?.price ?? next.price,
                  event.currency,
                  state.charges[event.payment]?.refunded ?? 0,
                  next.charges[event.payment]?.refunded ?? 0,
                )
              : [];
        transaction.create(eventDoc(event.id), {
          provider: meta.provider,
          type: meta.type,
          created: event.created,
          subscription: event.subscription,
          email: next.email,
          outcome: unmatched.length ? 'unmatched' : 'applied',
          unmatched,
          ...charge,
          revenue,
          ...welcomeClaim(granted),
          at: Date.now(),
        });
        transaction.set(subscriptionRef, next);
        writeCustomer(transaction, meta.customer, payer, next.email);
        writeRevenue(transaction, revenue, event.created);
        const tags =
          member && next.email
            ? writeGrants(transaction, { email: next.email, record }, change ? [change] : [], {
                actor: meta.provider,
                action: charge?.action ?? event.type,
                source: event.id,
              })
            : [];
        return {
          result: {
            outcome: unmatched.length ? 'unmatched' : 'applied',
            email: next.email,
            changed: change !== null,
            granted,
            unmatched,
          },
          tags,
        };
      },
      duplicateEvent,
    ),
  );
}

/**
 * charges/{payment}: a one-time payment's refunds and disputes, and once its checkout is
 * applied, the passes it bought as they were granted (`passes`), so a won dispute restores
 * them and a refund that arrives first still ends them.
 */
type StoredCharge = ChargeState & {
  email?: string;
  passes?: Record<string, Grant>;
  /** The plan its revenue was counted for (the first line's price), so a refund nets it out. */
  revenuePlan?: string;
};

async function readCharge(transaction: Transaction, payment: string): Promise<StoredCharge> {
  const data = (await transaction.get(chargeDoc(payment))).data();
  return data ? { ...NEW_CHARGE, ...(data as Partial<StoredCharge>) } : NEW_CHARGE;
}

/** The passes a payment bought, each ended by the payment's refund or dispute, if any. */
function heldPasses(
  passes: Record<string, Grant>,
  charge: ChargeState,
  grants: Grants,
): GrantChange[] {
  const holds = chargeHolds(charge);
  return Object.entries(passes).flatMap(([key, granted]): GrantChange[] => {
    const before = grants[key] ?? null;
    // The operators' decisions about the pass apply after what its payment gives.
    const after = withDecisionsOf(withHolds(granted, holds), before);
    return sameGrant(before, after) ? [] : [{ key, before, after }];
  });
}

/** A one-time payment: a pass per plan bought, keyed by the Checkout Session. */
export function applyPassOnce(
  pass: PassPurchase,
  meta: { provider: string; type: string },
): Promise<AppliedEvent> {
  return oneAtATime(`pass:${pass.paymentIntent ?? pass.payment}`, () =>
    once(
      eventDoc(pass.id),
      async (transaction) => {
        const prices = [...new Set(pass.prices)];
        const plans = await Promise.all(prices.map((price) => readPlan(transaction, price)));
        const charge = pass.paymentIntent
          ? await readCharge(transaction, pass.paymentIntent)
          : null;
        // A known customer's payment is their member's, whatever e-mail the event carries.
        const payer = await readCustomer(transaction, pass.customer);
        const email = payer ?? pass.email;
        const member = memberDoc(email);
        const record = (await transaction.get(member)).data();
        const grants = grantsOfRecord(record);
        const bought = prices.flatMap((price, i) => {
          const plan = plans[i];
          return plan?.mode === 'payment' ? [{ price, plan }] : [];
        });
        const unmatched = prices.filter((price) => !bought.some((b) => b.price === price));
        const passes = Object.fromEntries(
          bought.map(({ price, plan }) => [
            passGrantKey(bought.length === 1 ? pass.payment : `${pass.payment}:${price}`),
            passGrant(plan, pass.created),
          ]),
        );
        const changes = heldPasses(passes, charge ?? NEW_CHARGE, grants);
        const granted = changes.some((change) => change.before === null);
        const outcome = bought.length === 0 ? 'unmatched' : 'applied';
        const revenue: RevenueEntry[] = (pass.paid ?? []).map(({ price, amount, currency }) => ({
          plan: price,
          currency,
          amount,
        }));
        transaction.create(eventDoc(pass.id), {
          provider: meta.provider,
          type: meta.type,
          created: pass.created,
          payment: pass.payment,
          email,
          outcome,
          unmatched,
          revenue,
          ...welcomeClaim(granted),
          at: Date.now(),
        });
        writeCustomer(transaction, pass.customer, payer, email);
        writeRevenue(transaction, revenue, pass.created);
        if (pass.paymentIntent && revenue[0])
          transaction.set(
            chargeDoc(pass.paymentIntent),
            { revenuePlan: revenue[0].plan },
            { merge: true },
          );
        if (pass.paymentIntent && bought.length > 0)
          transaction.set(
            chargeDoc(pass.paymentIntent),
            {
              email,
              passes: Object.fromEntries(
                Object.entries(passes).map(([key, grant]) => [key, storedGrant(grant)]),
              ),
            },
            { merge: true },
          );
        const tags = writeGrants(transaction, { email, record }, changes, {
          actor: meta.provider,
          action: 'pass',
          source: pass.id,
        });
        return {
          result: { outcome, email, changed: changes.length > 0, granted, unmatched },
          tags,
        };
      },
      duplicateEvent,
    ),
  );
}

/**
 * A refund or dispute of a payment that is no subscription's invoice (a pass's): the
 * payment's new state, and its passes' grants once its checkout is known. Before that, the
 * checkout finds the state and applies it.
 */
export function applyChargeOnce(
  event: ChargeEvent,
  meta: { provider: string; type: string },
): Promise<AppliedEvent> {
  return oneAtATime(`pass:${event.payment}`, () =>
    once(
      eventDoc(event.id),
      async (transaction) => {
        const stored = await readCharge(transaction, event.payment);
        const next = applyChargeChange(stored, event, { created: event.created, event: event.id });
        const email = stored.email ?? null;
        const member = email ? memberDoc(email) : null;
        const record = member ? (await transaction.get(member)).data() : undefined;
        const grants = grantsOfRecord(record);
        const passes = Object.fromEntries(
          Object.entries(stored.passes ?? {}).flatMap(([key, value]) => {
            const grant = grantsOfRecord({ grants: { [key]: value } })[key];
            return grant ? [[key, grant]] : [];
          }),
        );
        const changes = member ? heldPasses(passes, next, grants) : [];
        const charge = chargeRecord(event, event.payment);
        const revenue =
          event.type === 'refund'
            ? refundEntry(
                stored.revenuePlan ?? null,
                event.currency,
                stored.refunded,
                next.refunded,
              )
            : [];
        transaction.create(eventDoc(event.id), {
          provider: meta.provider,
          type: meta.type,
          created: event.created,
          email,
          outcome: 'applied',
          unmatched: [],
          ...charge,
          revenue,
          at: Date.now(),
        });
        writeRevenue(transaction, revenue, event.created);
        const { amount, refunded, refundedAt, disputes } = next;
        transaction.set(
          chargeDoc(event.payment),
          { amount, refunded, refundedAt, disputes },
          { merge: true },
        );
        const tags =
          member && email
            ? writeGrants(transaction, { email, record }, changes, {
                actor: meta.provider,
                action: charge.action,
                source: event.id,
              })
            : [];
        return {
          result: {
            outcome: 'applied',
            email,
            changed: changes.length > 0,
            granted: false,
            unmatched: [],
          },
          tags,
        };
      },
      duplicateEvent,
    ),
  );
}
