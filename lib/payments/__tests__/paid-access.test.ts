import { activeCourseIds, type Grants } from '../../members/grants';
import { DAY_MS } from '../../time';
import {
  applySubscriptionEvent,
  chargeHolds,
  foldChargeEvents,
  foldSubscriptionEvents,
  NEW_SUBSCRIPTION,
  passGrant,
  subscriptionGrant,
  withHolds,
  type ChargeChange,
  type ChargeEvent,
  type SubscriptionEvent,
} from '../paid-access';
import type { Plan } from '../plans';

const GRACE = 3 * DAY_MS;
const T = Date.UTC(2026, 0, 1);
const PERIOD_END = T + 30 * DAY_MS;
const basics: Plan = { name: 'Basics', courses: ['course-a', 'course-b'], mode: 'subscription' };
const pro: Plan = { name: 'Pro', courses: ['course-c'], mode: 'subscription' };
const plans: Record<string, Plan> = { price_basics: basics, price_pro: pro };
const planFor = (price: string | null) => (price ? (plans[price] ?? null) : null);

const purchase: SubscriptionEvent = {
  id: 'evt_1',
  created: T,
  subscription: 'sub_1',
  type: 'purchase',
  email: 'ana@example.com',
  price: 'price_basics',
  currentPeriodEnd: PERIOD_END,
};
const renewal: SubscriptionEvent = {
  id: 'evt_2',
  created: PERIOD_END,
  subscription: 'sub_1',
  type: 'renewal',
  currentPeriodEnd: PERIOD_END + 30 * DAY_MS,
};
const planChange: SubscriptionEvent = {
  id: 'evt_3',
  created: T + 10 * DAY_MS,
  subscription: 'sub_1',
  type: 'update',
  price: 'price_pro',
  status: 'active',
  currentPeriodEnd: PERIOD_END,
};
const cancelAtEnd: SubscriptionEvent = {
  id: 'evt_4',
  created: T + 12 * DAY_MS,
  subscription: 'sub_1',
  type: 'update',
  cancelAtPeriodEnd: true,
};
const deletion: SubscriptionEvent = {
  id: 'evt_5',
  created: T + 20 * DAY_MS,
  subscription: 'sub_1',
  type: 'deletion',
};
const failed: SubscriptionEvent = {
  id: 'evt_6',
  created: PERIOD_END,
  subscription: 'sub_1',
  type: 'payment_failed',
};

const grantAfter = (...events: SubscriptionEvent[]) => {
  const state = foldSubscriptionEvents(events);
  return subscriptionGrant(state, planFor(state.price), GRACE);
};

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('a subscription and the grant it gives', () => {
  it('a purchase grants the plan until the period ends plus grace', () => {
    expect(grantAfter(purchase)).toEqual({
      courses: ['course-a', 'course-b'],
      source: 'plan:price_basics',
      accessUntil: PERIOD_END + GRACE,
    });
    const state = foldSubscriptionEvents([purchase]);
    expect(state).toMatchObject({
      email: 'ana@example.com',
      price: 'price_basics',
      status: 'active',
      currentPeriodEnd: PERIOD_END,
      cancelAtPeriodEnd: false,
      paidThrough: PERIOD_END,
      lastEventCreated: T,
    });
  });

  it('a renewal moves access to the new period end plus grace', () => {
    expect(grantAfter(purchase, renewal)?.accessUntil).toBe(PERIOD_END + 30 * DAY_MS + GRACE);
  });

  it('a plan change makes the courses follow the new plan', () => {
    expect(grantAfter(purchase, planChange)).toEqual({
      courses: ['course-c'],
      source: 'plan:price_pro',
      accessUntil: PERIOD_END + GRACE,
    });
  });

  it('cancel at period end is recorded and access lasts to the period end, without grace', () => {
    const state = foldSubscriptionEvents([purchase, cancelAtEnd]);
    expect(state.cancelAtPeriodEnd).toBe(true);
    expect(subscriptionGrant(state, basics, GRACE)?.accessUntil).toBe(PERIOD_END);
  });

  it('a renewal of a subscription set to cancel at period end: to the new period end, no grace', () => {
    // The bench's sequence: cancel at period end, then invoice.paid and the subscription's
    // update (still cancel_at_period_end) at the same moment, delivered in any order.
    const newEnd = PERIOD_END + 30 * DAY_MS;
    const update: SubscriptionEvent = {
      id: 'evt_9',
      created: PERIOD_END,
      subscription: 'sub_1',
      type: 'update',
      price: 'price_basics',
      status: 'active',
      currentPeriodEnd: newEnd,
      cancelAtPeriodEnd: true,
    };
    for (const order of permutations([purchase, cancelAtEnd, renewal, update]))
      expect(grantAfter(...order)?.accessUntil).toBe(newEnd);
  });

  it('a deletion ends access when it happened', () => {
    const grant = grantAfter(purchase, deletion);
    expect(grant?.accessUntil).toBe(deletion.created);
    expect(activeCourseIds({ 'sub:sub_1': grant! }, deletion.created)).toEqual([]);
    expect(activeCourseIds({ 'sub:sub_1': grant! }, deletion.created - 1)).toEqual([
      'course-a',
      'course-b',
    ]);
  });

  it('a failed payment is past due: access to the paid period end plus grace, no later', () => {
    const state = foldSubscriptionEvents([purchase, failed]);
    expect(state.status).toBe('past_due');
    expect(subscriptionGrant(state, basics, GRACE)?.accessUntil).toBe(PERIOD_END + GRACE);
    // Stripe moves the period on while the invoice is unpaid: access does not follow it.
    const moved: SubscriptionEvent = {
      id: 'evt_7',
      created: PERIOD_END + 1000,
      subscription: 'sub_1',
      type: 'update',
      status: 'past_due',
      currentPeriodEnd: PERIOD_END + 30 * DAY_MS,
    };
    expect(grantAfter(purchase, failed, moved)?.accessUntil).toBe(PERIOD_END + GRACE);
    // Paid after all: active again, to the new period's end.
    const paid = { ...renewal, id: 'evt_8', created: PERIOD_END + 2000 };
    expect(grantAfter(purchase, failed, moved, paid)?.accessUntil).toBe(
      PERIOD_END + 30 * DAY_MS + GRACE,
    );
  });

  it('a deletion after a failed payment does not lengthen access past the grace period', () => {
    const late = { ...deletion, created: PERIOD_END + 10 * DAY_MS };
    expect(grantAfter(purchase, failed, late)?.accessUntil).toBe(PERIOD_END + GRACE);
  });

  it('grants nothing for a price without a plan, or before anything is known of the price', () => {
    const unknown = { ...purchase, price: 'price_unknown' };
    expect(grantAfter(unknown)).toBeNull();
    expect(grantAfter(deletion)).toBeNull();
    expect(grantAfter(cancelAtEnd)).toBeNull();
  });

  it('applying an event twice changes nothing', () => {
    const once = foldSubscriptionEvents([purchase, planChange, renewal]);
    expect(applySubscriptionEvent(once, planChange)).toEqual(once);
    expect(applySubscriptionEvent(once, purchase)).toEqual(once);
  });

  it('an older event arriving after a newer one changes nothing it decided', () => {
    const olderUpdate: SubscriptionEvent = { ...planChange, id: 'evt_0', created: T - 1 };
    const state = foldSubscriptionEvents([purchase, planChange, olderUpdate]);
    expect(state.price).toBe('price_pro');
    // The other way round: the newer one wins whenever it comes.
    expect(foldSubscriptionEvents([olderUpdate, purchase, planChange]).price).toBe('price_pro');
  });

  it('an older invoice paid late moves neither the period nor the plan back, in any order', () => {
    // The second period's invoice failed; the plan changed; the third period was paid on
    // its first day, and only the day after, the second period's invoice.
    const secondEnd = PERIOD_END + 30 * DAY_MS;
    const thirdEnd = secondEnd + 30 * DAY_MS;
    const secondFailed: SubscriptionEvent = { ...failed, id: 'evt_f2', created: PERIOD_END };
    const renewalOf = (id: string, created: number, price: string, end: number) =>
      ({
        id,
        created,
        subscription: 'sub_1',
        type: 'renewal',
        price,
        currentPeriodEnd: end,
      }) as const;
    const thirdPaid = renewalOf('evt_p3', secondEnd + DAY_MS, 'price_pro', thirdEnd);
    const secondPaidLate = renewalOf('evt_p2', secondEnd + 2 * DAY_MS, 'price_basics', secondEnd);
    const events = [purchase, secondFailed, thirdPaid, secondPaidLate];
    for (const order of permutations(events))
      expect(foldSubscriptionEvents(order)).toMatchObject({
        price: 'price_pro',
        status: 'active',
        currentPeriodEnd: thirdEnd,
        paidThrough: thirdEnd,
      });
    expect(grantAfter(...events)).toEqual({
      courses: ['course-c'],
      source: 'plan:price_pro',
      accessUntil: thirdEnd + GRACE,
    });
    // The third period unpaid too: still past due, with access to the second's end + grace.
    const thirdFailed: SubscriptionEvent = { ...failed, id: 'evt_f3', created: secondEnd };
    expect(grantAfter(purchase, secondFailed, thirdFailed, secondPaidLate)).toMatchObject({
      source: 'plan:price_basics',
      accessUntil: secondEnd + GRACE,
    });
  });

  it('a deletion before its checkout still ends with no access', () => {
    const grant = grantAfter(deletion, purchase);
    expect(grant!.accessUntil).toBe(deletion.created);
  });

  it('a cancellation is final: a newer update does not bring the subscription back', () => {
    const update = { ...planChange, created: deletion.created + 1 };
    expect(foldSubscriptionEvents([purchase, deletion, update]).status).toBe('canceled');
    expect(foldSubscriptionEvents([purchase, update, deletion]).status).toBe('canceled');
  });

  it('events of the same second are ordered by event id, whichever arrives first', () => {
    const a: SubscriptionEvent = { ...planChange, id: 'evt_a', created: T, price: 'price_pro' };
    const b: SubscriptionEvent = { ...planChange, id: 'evt_b', created: T, price: 'price_basics' };
    expect(foldSubscriptionEvents([a, b]).price).toBe('price_basics');
    expect(foldSubscriptionEvents([b, a]).price).toBe('price_basics');
  });

  it('every order of the same events, with redeliveries, converges to one state', () => {
    const events = [purchase, planChange, cancelAtEnd, renewal, failed, deletion];
    for (const subset of [events.slice(0, 3), events.slice(1, 5), events.slice(0, 6)]) {
      const orders = permutations(subset);
      const expected = foldSubscriptionEvents(subset);
      for (const order of orders) {
        expect(foldSubscriptionEvents([...order, order[0]!])).toEqual(expected);
      }
    }
  });
});

describe('passes', () => {
  it('a one-time payment grants the plan for its term from the payment', () => {
    const plan: Plan = { name: 'Pass', courses: ['course-d'], mode: 'payment', termDays: 30 };
    expect(passGrant(plan, T)).toEqual({
      courses: ['course-d'],
      source: 'pass',
      accessUntil: T + 30 * DAY_MS,
    });
  });
});

describe('several grants at once', () => {
  it('ending a plan never removes a course a manual grant or another plan still gives', () => {
    const ended = grantAfter(purchase, deletion)!;
    const grants: Grants = {
      manual: { courses: ['course-b'], source: 'manual' },
      'sub:sub_1': ended,
      'sub:sub_2': {
        courses: ['course-a'],
        source: 'plan:price_other',
        accessUntil: T + DAY_MS * 90,
      },
    };
    const now = deletion.created + 1;
    expect(activeCourseIds(grants, now)).toEqual(['course-b', 'course-a']);
    expect(activeCourseIds(grants, T)).toEqual(['course-b', 'course-a']);
    expect(activeCourseIds(grants, T + DAY_MS * 91)).toEqual(['course-b']);
  });

  it('the new state of an unknown subscription starts empty', () => {
    expect(NEW_SUBSCRIPTION.status).toBeNull();
  });
});

describe('refunds and disputes of a pass', () => {
  const plan: Plan = { name: 'Pass', courses: ['course-d'], mode: 'payment', termDays: 30 };
  const pass = passGrant(plan, T);
  const paid = { payment: 'pi_1', created: T + 2 * DAY_MS };
  const fullRefund: ChargeEvent = {
    ...paid,
    id: 'evt_r',
    type: 'refund',
    amount: 9900,
    refunded: 9900,
  };
  const partialRefund: ChargeEvent = {
    ...paid,
    id: 'evt_p',
    created: T + DAY_MS,
    type: 'refund',
    amount: 9900,
    refunded: 3000,
  };
  const opened = T + 5 * DAY_MS;
  const dispute = (id: string, created: number, status: 'open' | 'won' | 'lost'): ChargeEvent => ({
    id,
    created,
    payment: 'pi_1',
    type: 'dispute',
    dispute: 'dp_1',
    openedAt: opened,
    status,
  });
  const disputeOpened = dispute('evt_d1', opened, 'open');
  const disputeWon = dispute('evt_d2', T + 20 * DAY_MS, 'won');
  const disputeLost = dispute('evt_d3', T + 20 * DAY_MS, 'lost');
  const passAfter = (...events: ChargeEvent[]) =>
    withHolds(pass, chargeHolds(foldChargeEvents(events)));

  it('a full refund ends the pass when it was refunded, with the reason', () => {
    expect(passAfter(fullRefund)).toEqual({
      ...pass,
      accessUntil: fullRefund.created,
      reason: 'refunded',
    });
  });

  it('a partial refund changes nothing, and a later full one ends it', () => {
    expect(passAfter(partialRefund)).toEqual(pass);
    expect(foldChargeEvents([partialRefund]).refunded).toBe(3000);
    expect(passAfter(partialRefund, fullRefund).reason).toBe('refunded');
    expect(passAfter(fullRefund, partialRefund)).toEqual(passAfter(partialRefund, fullRefund));
  });

  it('a dispute suspends the pass from its opening; won restores it, lost keeps it ended', () => {
    expect(passAfter(disputeOpened)).toEqual({ ...pass, accessUntil: opened, reason: 'disputed' });
    expect(passAfter(disputeOpened, disputeWon)).toEqual(pass);
    expect(passAfter(disputeOpened, disputeLost)).toEqual({
      ...pass,
      accessUntil: opened,
      reason: 'dispute lost',
    });
  });

  it('a close arriving before the opening is not undone by it', () => {
    expect(passAfter(disputeWon, disputeOpened)).toEqual(pass);
    expect(passAfter(disputeLost, disputeOpened).reason).toBe('dispute lost');
  });

  it('a refund or dispute after the pass ran out leaves it as it ended', () => {
    const late: ChargeEvent = { ...fullRefund, created: T + 40 * DAY_MS };
    expect(passAfter(late)).toEqual(pass);
  });

  it('any order of the same events, with redeliveries, gives the same state', () => {
    for (const events of [
      [partialRefund, fullRefund, disputeOpened, disputeWon],
      [disputeOpened, disputeLost, partialRefund],
    ]) {
      const expected = foldChargeEvents(events);
      for (const order of permutations(events))
        expect(foldChargeEvents([...order, order[order.length - 1]!])).toEqual(expected);
    }
  });
});

describe('refunds and disputes of a subscription', () => {
  const charge = (
    event: ChargeChange & { id: string; created: number; payment?: string },
    periodEnd: number | null,
  ) => ({ subscription: 'sub_1', payment: 'pi_1', ...event, periodEnd }) as SubscriptionEvent;
  const secondPeriodEnd = PERIOD_END + 30 * DAY_MS;
  const refundAt = PERIOD_END + 5 * DAY_MS;
  const refundOf = (periodEnd: number, refunded = 9900, id = 'evt_r') =>
    charge({ id, created: refundAt, type: 'refund', amount: 9900, refunded }, periodEnd);
  const disputeOf = (status: 'open' | 'won' | 'lost', id: string, created: number) =>
    charge(
      {
        id,
        created,
        payment: 'pi_0',
        type: 'dispute',
        dispute: 'dp_1',
        openedAt: refundAt,
        status,
      },
      PERIOD_END,
    );

  it('a full refund of the invoice that paid the current period ends access now, without grace', () => {
    expect(grantAfter(purchase, renewal, refundOf(secondPeriodEnd))).toEqual({
      courses: ['course-a', 'course-b'],
      source: 'plan:price_basics',
      accessUntil: refundAt,
      reason: 'refunded',
    });
  });

  it('a refund of an older invoice, or a partial one, changes nothing', () => {
    const renewed = grantAfter(purchase, renewal);
    expect(grantAfter(purchase, renewal, refundOf(PERIOD_END))).toEqual(renewed);
    expect(grantAfter(purchase, renewal, refundOf(secondPeriodEnd, 100))).toEqual(renewed);
  });

  it("a full refund of a plan change's invoice of prorations only ends nothing; a dispute of it suspends", () => {
    // Upgraded on day 10 and invoiced at once: that invoice paid the difference for the
    // rest of a period the purchase paid, no period of its own (periodEnd null).
    const upgraded = grantAfter(purchase, planChange);
    const refundedAt = T + 11 * DAY_MS;
    const ofProrations = (change: ChargeChange, id: string) =>
      charge({ id, created: refundedAt, payment: 'pi_change', ...change }, null);
    const refunded = ofProrations({ type: 'refund', amount: 4950, refunded: 4950 }, 'evt_pr');
    expect(upgraded!.accessUntil).toBe(PERIOD_END + GRACE);
    expect(grantAfter(purchase, planChange, refunded)).toEqual(upgraded);
    expect(grantAfter(purchase, refunded, planChange)).toEqual(upgraded);
    const disputed = ofProrations(
      { type: 'dispute', dispute: 'dp_change', openedAt: refundedAt, status: 'open' },
      'evt_pd',
    );
    expect(grantAfter(purchase, planChange, disputed)).toMatchObject({
      accessUntil: refundedAt,
      reason: 'disputed',
    });
  });

  it('a refund arriving before the invoice it refunds is paid still ends access', () => {
    expect(grantAfter(purchase, refundOf(secondPeriodEnd), renewal)).toEqual(
      grantAfter(purchase, renewal, refundOf(secondPeriodEnd)),
    );
  });

  it('a refunded period stays refunded when an update starts the next period before it is paid', () => {
    const refundedEarly = charge(
      { id: 'evt_r0', created: T + 3 * DAY_MS, type: 'refund', amount: 9900, refunded: 9900 },
      PERIOD_END,
    );
    const nextPeriod: SubscriptionEvent = {
      id: 'evt_u2',
      created: PERIOD_END,
      subscription: 'sub_1',
      type: 'update',
      status: 'active',
      currentPeriodEnd: secondPeriodEnd,
    };
    const ended = { accessUntil: T + 3 * DAY_MS, reason: 'refunded' };
    expect(grantAfter(purchase, refundedEarly)).toMatchObject(ended);
    expect(grantAfter(purchase, refundedEarly, nextPeriod)).toMatchObject(ended);
    expect(grantAfter(nextPeriod, refundedEarly, purchase)).toMatchObject(ended);
    // Paying the next period is a new payment: it gives that period.
    expect(grantAfter(purchase, refundedEarly, nextPeriod, renewal)).toEqual(
      grantAfter(purchase, renewal),
    );
  });

  it('a dispute of any invoice suspends the subscription; won restores what its state says', () => {
    const opened = disputeOf('open', 'evt_d1', refundAt);
    const won = disputeOf('won', 'evt_d2', refundAt + DAY_MS);
    const lost = disputeOf('lost', 'evt_d3', refundAt + DAY_MS);
    expect(grantAfter(purchase, renewal, opened)).toMatchObject({
      accessUntil: refundAt,
      reason: 'disputed',
    });
    expect(grantAfter(purchase, renewal, opened, won)).toEqual(grantAfter(purchase, renewal));
    expect(grantAfter(purchase, renewal, won, opened)).toEqual(grantAfter(purchase, renewal));
    expect(grantAfter(purchase, renewal, lost, opened)).toMatchObject({
      accessUntil: refundAt,
      reason: 'dispute lost',
    });
  });

  it('every order of purchase, renewal, refund and dispute, with redeliveries, converges', () => {
    const events = [
      purchase,
      renewal,
      refundOf(secondPeriodEnd, 5000, 'evt_p'),
      disputeOf('open', 'evt_d1', refundAt),
      disputeOf('won', 'evt_d2', refundAt + DAY_MS),
    ];
    const expected = foldSubscriptionEvents(events);
    for (const order of permutations(events))
      expect(foldSubscriptionEvents([...order, order[0]!])).toEqual(expected);
    expect(subscriptionGrant(expected, basics, GRACE)).toEqual(grantAfter(purchase, renewal));
  });
});

describe('the subscription’s member', () => {
  it('keeps the e-mail it was bought with, whatever a later event carries', () => {
    const bought: SubscriptionEvent = {
      id: 'evt_buy',
      created: 1_000,
      subscription: 'sub_1',
      type: 'purchase',
      email: 'ann@example.com',
      price: 'price_1',
      currentPeriodEnd: 5_000,
    };
    const renewal: SubscriptionEvent = {
      id: 'evt_renew',
      created: 2_000,
      subscription: 'sub_1',
      type: 'renewal',
      email: 'old@example.com',
      currentPeriodEnd: 9_000,
    };
    expect(foldSubscriptionEvents([bought, renewal]).email).toBe('ann@example.com');
    // A member moved: the move wrote the new address; the old one in an event changes nothing.
    const moved = { ...foldSubscriptionEvents([bought]), email: 'ann2@example.com' };
    expect(applySubscriptionEvent(moved, renewal)).toMatchObject({
      email: 'ann2@example.com',
      currentPeriodEnd: 9_000,
    });
  });
});
