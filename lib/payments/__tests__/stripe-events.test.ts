import type Stripe from 'stripe';
import {
  event as simulatedEvent,
  invoice,
  invoiceLine,
  PERIOD_SECONDS,
} from '../../../dev/stand-ins/stripe/events';
import { price, subscription as stripeSubscription } from '../../../dev/stand-ins/stripe/objects';
import { translateStripeEvent } from '../stripe-events';

/** Translations that need no call to Stripe: the event carries everything. */
const noCalls = new Proxy({} as Stripe, {
  get: () => {
    throw new Error('no Stripe call expected');
  },
});

const subscription = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  status,
  cancel_at_period_end: false,
  cancel_at: null,
  items: { data: [{ price: { id: 'price_a' }, current_period_end: 2_000 }] },
  ...extra,
});

const event = (type: string, object: object) =>
  ({ id: 'evt_1', type, created: 1_000, data: { object } }) as unknown as Stripe.Event;

describe('translateStripeEvent', () => {
  it('reads a subscription update: price, period end, status, cancel flag', async () => {
    expect(
      await translateStripeEvent(
        event('customer.subscription.updated', subscription('trialing', { cancel_at: 2_000 })),
        noCalls,
      ),
    ).toEqual({
      kind: 'subscription',
      email: null,
      customer: null,
      newMember: false,
      event: {
        id: 'evt_1',
        created: 1_000_000,
        subscription: 'sub_1',
        type: 'update',
        price: 'price_a',
        currentPeriodEnd: 2_000_000,
        status: 'active',
        cancelAtPeriodEnd: true,
      },
    });
  });

  it.each([
    ['past_due', 'past_due'],
    ['unpaid', 'inactive'],
    ['paused', 'inactive'],
    ['incomplete', 'inactive'],
  ])('maps the status %s to %s', async (stripeStatus, status) => {
    const translated = await translateStripeEvent(
      event('customer.subscription.updated', subscription(stripeStatus)),
      noCalls,
    );
    expect(translated).toMatchObject({ event: { type: 'update', status } });
  });

  it.each(['canceled', 'incomplete_expired'])('an update to %s is a deletion', async (status) => {
    const translated = await translateStripeEvent(
      event('customer.subscription.updated', subscription(status)),
      noCalls,
    );
    expect(translated).toMatchObject({ event: { type: 'deletion', subscription: 'sub_1' } });
  });

  it('ignores invoices of no subscription, unpaid checkouts and other types', async () => {
    const invoice = { id: 'in_1', parent: null, lines: { data: [] }, customer_email: null };
    for (const e of [
      event('invoice.paid', invoice),
      event('invoice.payment_failed', invoice),
      event('checkout.session.completed', { id: 'cs_1', payment_status: 'unpaid' }),
      event('charge.refunded', { id: 'ch_1' }),
    ]) {
      expect(await translateStripeEvent(e, noCalls)).toMatchObject({ kind: 'ignored' });
    }
  });

  it('a failed payment names the subscription and, when valid, the e-mail', async () => {
    const invoice = {
      id: 'in_1',
      customer: 'cus_1',
      customer_email: 'Ana@Example.com',
      parent: { subscription_details: { subscription: 'sub_1' } },
      lines: { data: [] },
    };
    expect(await translateStripeEvent(event('invoice.payment_failed', invoice), noCalls)).toEqual({
      kind: 'subscription',
      email: 'ana@example.com',
      // The customer who pays: a later payment of theirs follows the member it paid for.
      customer: 'cus_1',
      newMember: false,
      event: {
        id: 'evt_1',
        created: 1_000_000,
        subscription: 'sub_1',
        type: 'payment_failed',
        email: 'ana@example.com',
      },
    });
  });
});

describe('refunds and disputes', () => {
  /** Stripe as far as a refund or dispute asks it: which invoice a payment intent paid. */
  function stripeKnowing(paid: Record<string, object>) {
    const calls: string[] = [];
    const stripe = {
      invoicePayments: {
        list: async (params: { payment: { payment_intent: string } }) => {
          calls.push(`invoicePayments.list ${params.payment.payment_intent}`);
          const invoice = paid[params.payment.payment_intent] as { id: string } | undefined;
          return { data: invoice ? [{ invoice: invoice.id }] : [] };
        },
      },
      invoices: {
        retrieve: async (id: string) => {
          calls.push(`invoices.retrieve ${id}`);
          return Object.values(paid).find((i) => (i as { id: string }).id === id);
        },
      },
    } as unknown as Stripe;
    return { stripe, calls };
  }
  const subscriptionInvoice = {
    id: 'in_1',
    parent: { subscription_details: { subscription: 'sub_1' } },
    lines: {
      data: [
        {
          period: { start: 1_000, end: 1_500 },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { proration: true, subscription: 'sub_1' },
          },
        },
        {
          period: { start: 1_000, end: 2_000 },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { proration: false, subscription: 'sub_1' },
          },
          pricing: { price_details: { price: 'price_a' } },
        },
      ],
    },
  };

  it('a refund of a pass payment: no invoice, the amounts as Stripe counts them', async () => {
    const { stripe, calls } = stripeKnowing({});
    const charge = {
      id: 'ch_1',
      payment_intent: 'pi_1',
      amount: 9900,
      amount_refunded: 2500,
      refunded: false,
      currency: 'myr',
    };
    expect(await translateStripeEvent(event('charge.refunded', charge), stripe)).toEqual({
      kind: 'charge',
      invoice: null,
      event: {
        id: 'evt_1',
        created: 1_000_000,
        payment: 'pi_1',
        type: 'refund',
        amount: 9900,
        refunded: 2500,
        currency: 'myr',
      },
    });
    expect(calls).toEqual(['invoicePayments.list pi_1']);
  });

  it('a refund of a subscription invoice names the subscription, and the period and plan its item line paid', async () => {
    const { stripe, calls } = stripeKnowing({ pi_2: subscriptionInvoice });
    const charge = { payment_intent: 'pi_2', amount: 100, amount_refunded: 100, currency: 'myr' };
    expect(await translateStripeEvent(event('charge.refunded', charge), stripe)).toMatchObject({
      kind: 'charge',
      invoice: { subscription: 'sub_1', periodEnd: 2_000_000, price: 'price_a' },
    });
    expect(calls).toEqual(['invoicePayments.list pi_2', 'invoices.retrieve in_1']);
  });

  it("a refund of a plan change's invoice of prorations only names the subscription and no period", async () => {
    // The old price's unused time credited and the new one's rest charged, both to the
    // period's end: the invoice paid the difference, no period of its own.
    const prorations = {
      ...subscriptionInvoice,
      id: 'in_change',
      lines: {
        data: subscriptionInvoice.lines.data.map((line) => ({
          ...line,
          period: { start: 1_500, end: 2_000 },
          parent: {
            ...line.parent,
            subscription_item_details: { proration: true, subscription: 'sub_1' },
          },
        })),
      },
    };
    const { stripe } = stripeKnowing({ pi_3: prorations });
    const charge = { payment_intent: 'pi_3', amount: 100, amount_refunded: 100, currency: 'myr' };
    expect(await translateStripeEvent(event('charge.refunded', charge), stripe)).toMatchObject({
      kind: 'charge',
      invoice: { subscription: 'sub_1', periodEnd: null },
    });
  });

  it.each([
    ['charge.dispute.created', 'needs_response', 'open'],
    ['charge.dispute.created', 'warning_needs_response', 'open'],
    ['charge.dispute.closed', 'won', 'won'],
    ['charge.dispute.closed', 'warning_closed', 'won'],
    ['charge.dispute.closed', 'lost', 'lost'],
  ])(
    '%s with status %s is a dispute %s, dated from its opening',
    async (type, status, expected) => {
      const { stripe } = stripeKnowing({});
      const dispute = { id: 'dp_1', payment_intent: 'pi_1', charge: 'ch_1', created: 800, status };
      expect(await translateStripeEvent(event(type, dispute), stripe)).toEqual({
        kind: 'charge',
        invoice: null,
        event: {
          id: 'evt_1',
          created: 1_000_000,
          payment: 'pi_1',
          type: 'dispute',
          dispute: 'dp_1',
          openedAt: 800_000,
          status: expected,
        },
      });
    },
  );
});

describe('invoice.paid', () => {
  const AT = 1_750_000_000;
  const HALF = 15 * 24 * 60 * 60;
  const spec = (id: string, unitAmount: number) =>
    ({ id, mode: 'subscription', unitAmount, created: AT - PERIOD_SECONDS }) as const;
  const OLD = spec('price_foundations', 9_900);
  const NEW = spec('price_pro', 19_900);
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_${++counter}`;
  /** The subscription after an immediate plan change halfway through its period. */
  const changed = stripeSubscription({
    id: 'sub_1',
    customer: 'cus_1',
    price: NEW,
    status: 'active',
    created: AT - PERIOD_SECONDS,
    currentPeriodStart: AT - HALF,
    currentPeriodEnd: AT + HALF,
  });
  const paid = (lines: (invoice: string) => Stripe.InvoiceLineItem[]) =>
    simulatedEvent(
      'invoice.paid',
      invoice({
        id: 'in_change',
        subscription: changed,
        email: 'ana@example.com',
        at: AT,
        paid: true,
        billingReason: 'subscription_update',
        periodStart: AT,
        periodEnd: AT,
        newId,
        lines: lines('in_change'),
      }),
      AT,
      newId,
    ) as unknown as Stripe.Event;
  /** The old price's unused half, credited: the line that used to be taken for the plan. */
  const credit = (invoiceId: string) =>
    invoiceLine({
      id: newId('il'),
      invoice: invoiceId,
      subscription: changed,
      price: price(OLD),
      proration: { amount: -4_950, start: AT, end: AT + HALF },
    });
  /** Stripe answering for the subscription, as the app asks when no line says the plan. */
  const retrieving = (calls: string[]) =>
    ({
      subscriptions: {
        retrieve: async (id: string) => {
          calls.push(id);
          return changed;
        },
      },
    }) as unknown as Stripe;

  it('reads the plan from the subscription item line, never from a proration credit before it', async () => {
    const translated = await translateStripeEvent(
      paid((id) => [
        credit(id),
        invoiceLine({ id: newId('il'), invoice: id, subscription: changed }),
      ]),
      noCalls,
    );
    expect(translated).toMatchObject({
      kind: 'subscription',
      email: 'ana@example.com',
      event: {
        type: 'renewal',
        subscription: 'sub_1',
        price: 'price_pro',
        currentPeriodEnd: (AT + HALF) * 1000,
      },
    });
  });

  it('asks Stripe when every line is a proration (the change invoiced at once, period kept)', async () => {
    const calls: string[] = [];
    const translated = await translateStripeEvent(
      paid((id) => [
        credit(id),
        invoiceLine({
          id: newId('il'),
          invoice: id,
          subscription: changed,
          proration: { amount: 9_950, start: AT, end: AT + HALF },
        }),
      ]),
      retrieving(calls),
    );
    expect(calls).toEqual(['sub_1']);
    expect(translated).toMatchObject({
      event: { price: 'price_pro', currentPeriodEnd: (AT + HALF) * 1000 },
    });
  });

  it("ignores another subscription's line and asks Stripe for this one's", async () => {
    const calls: string[] = [];
    const foreign = invoiceLine({
      id: newId('il'),
      invoice: 'in_change',
      subscription: { ...changed, id: 'sub_other' },
      price: price(OLD),
    });
    const translated = await translateStripeEvent(
      paid(() => [foreign]),
      retrieving(calls),
    );
    expect(calls).toEqual(['sub_1']);
    expect(translated).toMatchObject({ event: { subscription: 'sub_1', price: 'price_pro' } });
  });
});
