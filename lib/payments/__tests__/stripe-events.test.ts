import type Stripe from 'stripe';
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
      customer_email: 'Ana@Example.com',
      parent: { subscription_details: { subscription: 'sub_1' } },
      lines: { data: [] },
    };
    expect(await translateStripeEvent(event('invoice.payment_failed', invoice), noCalls)).toEqual({
      kind: 'subscription',
      email: 'ana@example.com',
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
          parent: { subscription_item_details: { proration: true } },
        },
        {
          period: { start: 1_000, end: 2_000 },
          parent: { subscription_item_details: { proration: false } },
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

  it('a refund of a subscription invoice names the subscription and the period its item line paid', async () => {
    const { stripe, calls } = stripeKnowing({ pi_2: subscriptionInvoice });
    const charge = { payment_intent: 'pi_2', amount: 100, amount_refunded: 100, currency: 'myr' };
    expect(await translateStripeEvent(event('charge.refunded', charge), stripe)).toMatchObject({
      kind: 'charge',
      invoice: { subscription: 'sub_1', periodEnd: 2_000_000 },
    });
    expect(calls).toEqual(['invoicePayments.list pi_2', 'invoices.retrieve in_1']);
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
