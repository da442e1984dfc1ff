import type Stripe from 'stripe';
import {
  compareGrants,
  deliveryOrder,
  effectiveCourses,
  expectedGrants,
  generateHistory,
  type BenchPlan,
  type Grant,
  type MemberGrants,
} from '../payments-model';

const PLANS: BenchPlan[] = [
  { price: 'price_a', name: 'A', courses: ['course-a'], mode: 'subscription' },
  { price: 'price_b', name: 'B', courses: ['course-b', 'course-shared'], mode: 'subscription' },
  { price: 'price_pass', name: 'Pass', courses: ['course-shared'], mode: 'payment', termDays: 30 },
];
const END = 1_790_000_000;
const NOW = END * 1000;
const history = generateHistory({ count: 1000, members: 100, plans: PLANS, end: END, seed: 7 });

describe('the event mix', () => {
  it('is 1000 distinct events of every kind, in time order, each naming its member', () => {
    expect(history.events).toHaveLength(1000);
    expect(new Set(history.events.map((e) => e.id)).size).toBe(1000);
    const types = new Set(history.events.map((e) => e.type));
    expect([...types].sort()).toEqual([
      'charge.dispute.closed',
      'charge.dispute.created',
      'charge.refunded',
      'checkout.session.completed',
      'customer.subscription.deleted',
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_failed',
    ]);
    const created = history.events.map((e) => e.created);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(created.at(-1)).toBeLessThanOrEqual(END);
    expect(history.events.every((e) => history.memberOf.get(e.id)?.endsWith('@example.com'))).toBe(
      true,
    );
    const modes = history.events
      .filter((e) => e.type === 'checkout.session.completed')
      .map((e) => (e.data.object as { mode: string }).mode);
    expect(modes).toEqual(expect.arrayContaining(['payment', 'subscription']));
  });

  it('is the same for the same seed and differs for another', () => {
    const again = generateHistory({ count: 50, members: 10, plans: PLANS, end: END, seed: 7 });
    const same = generateHistory({ count: 50, members: 10, plans: PLANS, end: END, seed: 7 });
    const other = generateHistory({ count: 50, members: 10, plans: PLANS, end: END, seed: 8 });
    expect(same.events.map((e) => e.type)).toEqual(again.events.map((e) => e.type));
    expect(other.events.map((e) => e.id)).not.toEqual(again.events.map((e) => e.id));
  });

  it('delivers 10 % twice and 10 % late (after newer events), losing none', () => {
    const order = deliveryOrder(history.events, { late: 0.1, redelivered: 0.1, seed: 3 });
    expect(order).toHaveLength(1100);
    expect(new Set(order).size).toBe(1000);
    const counts = new Map<string, number>();
    for (const e of order) counts.set(e.id, (counts.get(e.id) ?? 0) + 1);
    expect([...counts.values()].filter((n) => n === 2)).toHaveLength(100);
    const firstSeen = [...new Map(order.map((e, i) => [e, i] as const)).keys()];
    const firstOrder = order.filter((e, i) => order.indexOf(e) === i);
    const late = firstOrder.filter((e, i) =>
      firstOrder.slice(0, i).some((x) => x.created > e.created),
    );
    expect(late.length).toBeGreaterThanOrEqual(80);
    expect(firstSeen).toHaveLength(1000);
  });
});

describe('the independent reducer', () => {
  const one = (count: number, seed = 1) =>
    generateHistory({ count, members: 1, plans: PLANS.slice(0, 1), end: END, seed });

  it('a purchase grants the plan until the period end plus grace', () => {
    const h = one(2);
    const grants = expectedGrants(h, PLANS, 3).get('bench-pay-1@example.com')!;
    const [key] = Object.keys(grants);
    expect(key).toMatch(/^sub:sub_/);
    const sub = h.objects.subscriptions![0]!;
    expect(grants[key!]).toEqual({
      courses: ['course-a'],
      accessUntil: (sub.items.data[0]!.current_period_end + 3 * 86_400) * 1000,
    });
  });

  it('the newest event wins whatever the delivery order: a deletion ends access', () => {
    const h = generateHistory({ count: 400, members: 3, plans: PLANS, end: END, seed: 11 });
    const grants = expectedGrants(h, PLANS, 3);
    for (const [member, memberGrants] of grants) {
      for (const key of Object.keys(memberGrants).filter((k) => k.startsWith('sub:'))) {
        const subId = key.slice(4);
        const last = h.events.filter((e) => JSON.stringify(e.data.object).includes(subId)).at(-1)!;
        expect(last.type).not.toBe('customer.subscription.deleted');
        expect(h.memberOf.get(last.id)).toBe(member);
      }
    }
    const deleted = h.events.filter((e) => e.type === 'customer.subscription.deleted');
    expect(deleted.length).toBeGreaterThan(0);
    for (const e of deleted) {
      const member = grants.get(h.memberOf.get(e.id)!) ?? {};
      expect(member[`sub:${(e.data.object as { id: string }).id}`]).toBeUndefined();
    }
  });

  it('set to cancel at the period end as the newest event: access to the period end, no grace', () => {
    const grants = expectedGrants(history, PLANS, 3);
    const newest = new Map<string, (typeof history.events)[number]>();
    for (const e of history.events) {
      const object = e.data.object as { object: string; id: string };
      if (object.object === 'subscription') newest.set(object.id, e);
      else for (const [id] of newest) if (JSON.stringify(object).includes(id)) newest.set(id, e);
    }
    const ending = [...newest].filter(
      ([, e]) =>
        e.type === 'customer.subscription.updated' &&
        (e.data.object as Stripe.Subscription).cancel_at_period_end,
    );
    // Those whose payments were refunded or disputed are the next tests'.
    const invoiceSubscription = new Map(
      (history.objects.invoices ?? []).map((i) => [
        i.id,
        i.parent?.subscription_details?.subscription,
      ]),
    );
    const touched = new Set(
      history.events
        .filter((e) => e.type.startsWith('charge.'))
        .map((e) => String((e.data.object as { payment_intent: string }).payment_intent))
        .flatMap((payment) =>
          (history.objects.invoicePayments ?? [])
            .filter((p) => p.payment.payment_intent === payment)
            .map((p) => invoiceSubscription.get(String(p.invoice))),
        ),
    );
    const untouched = ending.filter(([id]) => !touched.has(id));
    expect(untouched.length).toBeGreaterThan(0);
    for (const [id, e] of untouched) {
      const sub = e.data.object as Stripe.Subscription;
      const grant = grants.get(history.memberOf.get(e.id)!)?.[`sub:${id}`];
      expect(grant?.accessUntil).toBe(sub.items.data[0]!.current_period_end * 1000);
    }
  });

  it('a pass lasts its term from the payment', () => {
    const h = generateHistory({ count: 300, members: 5, plans: PLANS, end: END, seed: 5 });
    const grants = [...expectedGrants(h, PLANS, 3).values()].flatMap((g) => Object.entries(g));
    const pass = grants.find(([key]) => key.startsWith('pass:'));
    expect(pass).toBeDefined();
    const session = h.events.find(
      (e) => (e.data.object as { id: string }).id === pass![0].slice(5),
    )!;
    expect(pass![1].accessUntil).toBe(session.created * 1000 + 30 * 86_400_000);
  });
});

describe('refunds and disputes in the reducer', () => {
  const h = generateHistory({ count: 1000, members: 100, plans: PLANS, end: END, seed: 7 });
  const grants = expectedGrants(h, PLANS, 3);
  const charges = (type: string) => h.events.filter((e) => e.type === type);
  const grantOfPayment = (paymentIntent: string) => {
    const session = h.events.find(
      (e) =>
        e.type === 'checkout.session.completed' &&
        (e.data.object as { payment_intent: string | null }).payment_intent === paymentIntent,
    );
    const member = session && grants.get(h.memberOf.get(session.id)!);
    return member?.[`pass:${(session!.data.object as { id: string }).id}`];
  };

  it('the mix has full and partial refunds, and disputes opened, won and lost', () => {
    const refunded = charges('charge.refunded').map((e) => e.data.object as Stripe.Charge);
    expect(refunded.some((c) => c.refunded)).toBe(true);
    expect(refunded.some((c) => !c.refunded)).toBe(true);
    const closed = charges('charge.dispute.closed').map(
      (e) => (e.data.object as Stripe.Dispute).status,
    );
    expect(new Set(closed)).toEqual(new Set(['won', 'lost']));
  });

  it('a pass refunded in full ends at the refund; a partial refund leaves it', () => {
    let full = 0;
    let partial = 0;
    for (const e of charges('charge.refunded')) {
      const charge = e.data.object as Stripe.Charge;
      const grant = grantOfPayment(String(charge.payment_intent));
      if (!grant) continue;
      const fullyRefunded = charges('charge.refunded').find(
        (r) =>
          (r.data.object as Stripe.Charge).payment_intent === charge.payment_intent &&
          (r.data.object as Stripe.Charge).refunded,
      );
      if (charge.refunded) {
        full++;
        expect(grant.accessUntil).toBeLessThanOrEqual(e.created * 1000);
      } else if (!fullyRefunded) {
        partial++;
        const bought = h.events.find(
          (b) =>
            (b.data.object as { payment_intent?: string }).payment_intent === charge.payment_intent,
        )!;
        expect(grant.accessUntil).toBe(bought.created * 1000 + 30 * 86_400_000);
      }
    }
    expect(full + partial).toBeGreaterThan(0);
  });

  it('a lost dispute ends what it paid for from its opening; a won one ends nothing of it', () => {
    for (const e of charges('charge.dispute.closed')) {
      const dispute = e.data.object as Stripe.Dispute;
      const grant = grantOfPayment(String(dispute.payment_intent));
      const refunded = charges('charge.refunded').some(
        (r) =>
          (r.data.object as Stripe.Charge).payment_intent === dispute.payment_intent &&
          (r.data.object as Stripe.Charge).refunded,
      );
      if (!grant || refunded) continue;
      if (dispute.status === 'lost')
        expect(grant.accessUntil).toBeLessThanOrEqual(dispute.created * 1000);
      else expect(grant.accessUntil).toBeGreaterThan(dispute.created * 1000);
    }
  });

  it('a subscription refunded for its current period ends at the refund', () => {
    const invoiceOf = new Map(
      (h.objects.invoicePayments ?? []).map((p) => [
        String(p.payment.payment_intent),
        String(p.invoice),
      ]),
    );
    let checked = 0;
    for (const [member, memberGrants] of grants) {
      for (const [key, grant] of Object.entries(memberGrants)) {
        if (!key.startsWith('sub:')) continue;
        const refund = charges('charge.refunded').find((e) => {
          const charge = e.data.object as Stripe.Charge;
          return (
            charge.refunded &&
            h.memberOf.get(e.id) === member &&
            grant.accessUntil === e.created * 1000 &&
            invoiceOf.has(String(charge.payment_intent))
          );
        });
        if (refund) checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('comparison', () => {
  const expected: MemberGrants = new Map([
    ['a@example.com', { 'sub:sub_1': { courses: ['x'], accessUntil: NOW + 1000 } }],
  ]);

  it('finds nothing between equal states, and ignores manual grants and closed grants kept', () => {
    const actual: MemberGrants = new Map([
      [
        'a@example.com',
        {
          'sub:sub_1': { courses: ['x'], accessUntil: NOW + 1000 },
          'sub:sub_old': { courses: ['y'], accessUntil: NOW - 1 },
        },
      ],
    ]);
    expect(compareGrants(expected, actual, NOW)).toEqual([]);
  });

  it('reports a wrong end, a missing member and extra access', () => {
    const actual: MemberGrants = new Map<string, Record<string, Grant>>([
      ['a@example.com', { 'sub:sub_1': { courses: ['x'], accessUntil: NOW + 2000 } }],
      ['b@example.com', { 'pass:cs_1': { courses: ['z'], accessUntil: NOW + 5 } }],
    ]);
    const diffs = compareGrants(expected, actual, NOW);
    expect(diffs.map((d) => `${d.member} ${d.what}`)).toEqual([
      'a@example.com grant sub:sub_1',
      'b@example.com effective courses',
      'b@example.com grant pass:cs_1',
    ]);
    expect(compareGrants(expected, new Map(), NOW)).toHaveLength(2);
  });

  it('effective courses: open-ended and future grants count, past ones do not', () => {
    expect(
      effectiveCourses(
        {
          manual: { courses: ['m'] },
          a: { courses: ['a', 'm'], accessUntil: NOW + 1 },
          b: { courses: ['b'], accessUntil: NOW },
        },
        NOW,
      ),
    ).toEqual(['a', 'm']);
  });
});
