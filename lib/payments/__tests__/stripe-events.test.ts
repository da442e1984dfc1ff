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
