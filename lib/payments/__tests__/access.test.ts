import { activeCourseIds, type Grants } from '../../members/grants';
import {
  applySubscriptionEvent,
  DAY_MS,
  foldSubscriptionEvents,
  NEW_SUBSCRIPTION,
  passGrant,
  subscriptionGrant,
  type SubscriptionEvent,
} from '../access';
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
