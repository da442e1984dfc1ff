import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { deliverEvent, signEvent } from '../delivery';
import {
  cancel,
  changePlan,
  closeDispute,
  customerIdFor,
  fail,
  openDispute,
  PERIOD_SECONDS,
  purchase,
  refund,
  renew,
  type CheckoutSessionObject,
  type InvoiceObject,
  type NewId,
} from '../events';
import type { PriceSpec } from '../objects';

const AT = 1_780_000_000;
const MONTHLY: PriceSpec = {
  id: 'price_demo_foundations',
  mode: 'subscription',
  created: AT - 1000,
};
const PASS: PriceSpec = { id: 'price_demo_pass_30', mode: 'payment', created: AT - 1000 };
const SECRET = 'whsec_unit_test_secret';

/** Predictable ids: prefix + counter. */
function counterIds(): NewId {
  let n = 0;
  return (prefix) => `${prefix}_${++n}`;
}

const sdk = new Stripe('sk_test_unit');

describe('purchase', () => {
  it('subscription mode: the session names the subscription, and its first invoice is paid', () => {
    const sim = purchase({
      email: 'New@Example.com ',
      price: MONTHLY,
      at: AT,
      newId: counterIds(),
    });
    expect(sim.events.map((e) => e.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    const session = sim.events[0]!.data.object as CheckoutSessionObject;
    const invoice = sim.events[1]!.data.object as InvoiceObject;
    const sub = sim.subscription!;
    expect(session.mode).toBe('subscription');
    expect(session.subscription).toBe(sub.id);
    expect(session.customer).toBe(customerIdFor('new@example.com'));
    expect(session.customer_details?.email).toBe('New@Example.com');
    expect(session.invoice).toBe(invoice.id);
    expect(sub.latest_invoice).toBe(invoice.id);
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(invoice.customer).toBe(session.customer);
    const line = invoice.lines.data[0]!;
    expect(line.invoice).toBe(invoice.id);
    expect(line.pricing?.price_details?.price).toBe('price_demo_foundations');
    expect(line.period.end).toBe(AT + PERIOD_SECONDS);
    expect(sub.items.data[0]!.current_period_end).toBe(AT + PERIOD_SECONDS);
    expect(sim.events.every((e) => e.created === AT && e.id.startsWith('evt_'))).toBe(true);
    expect(new Set(sim.events.map((e) => e.id)).size).toBe(2);
    // The stand-in gets what the app will ask for.
    expect(sim.objects.subscriptions).toEqual([sub]);
    expect(sim.objects.checkoutSessions?.[0]?.id).toBe(session.id);
    expect(sim.objects.checkoutSessions?.[0]?.lineItems[0]?.price?.id).toBe(
      'price_demo_foundations',
    );
  });

  it('payment mode: a completed one-time session with no subscription', () => {
    const sim = purchase({ email: 'pass@example.com', price: PASS, at: AT, newId: counterIds() });
    expect(sim.events.map((e) => e.type)).toEqual(['checkout.session.completed']);
    const session = sim.events[0]!.data.object as CheckoutSessionObject;
    expect(session.mode).toBe('payment');
    expect(session.subscription).toBeNull();
    expect(session.payment_intent).toMatch(/^pi_/);
    expect(session.payment_status).toBe('paid');
    expect(sim.subscription).toBeUndefined();
    expect(sim.objects.checkoutSessions?.[0]?.lineItems[0]?.price?.type).toBe('one_time');
  });

  it('payment mode makes no Customer unless told to: the buyer is known by the e-mail alone', () => {
    // Stripe: customer_creation `if_required` and no invoice creation, so no Customer.
    const guest = purchase({ email: 'Pass@Example.com', price: PASS, at: AT, newId: counterIds() });
    const session = guest.events[0]!.data.object as CheckoutSessionObject;
    expect(session).toMatchObject({
      customer: null,
      customer_creation: 'if_required',
      invoice_creation: null,
      customer_details: { email: 'Pass@Example.com' },
    });
    expect(guest.objects.charges?.[0]?.customer).toBeNull();
    expect(guest.objects.charges?.[0]?.receipt_email).toBe('Pass@Example.com');
    // A Payment Link set to always make one names it, on the session and the charge.
    const always = purchase({
      email: 'pass@example.com',
      price: PASS,
      at: AT,
      newId: counterIds(),
      customerCreation: 'always',
    });
    const named = always.events[0]!.data.object as CheckoutSessionObject;
    expect(named).toMatchObject({
      customer: customerIdFor('pass@example.com'),
      customer_creation: 'always',
    });
    expect(always.objects.charges?.[0]?.customer).toBe(named.customer);
  });
});

describe('complete objects', () => {
  // The published schema requires these on every Checkout Session and invoice.
  it('a session carries the fields Stripe always sends, with plausible values', () => {
    const sim = purchase({ email: 'a@example.com', price: MONTHLY, at: AT, newId: counterIds() });
    const session = sim.events[0]!.data.object as CheckoutSessionObject;
    expect(session).toMatchObject({
      automatic_tax: { enabled: false },
      custom_fields: [],
      custom_text: { submit: null },
      payment_method_types: ['card'],
      shipping_options: [],
      ui_mode: 'hosted_page',
      total_details: { amount_discount: 0, amount_tax: 0 },
    });
    expect(session.amount_total).toBe(session.amount_subtotal);
    expect(session.expires_at).toBeGreaterThan(session.created);
  });

  it('an invoice adds up, paid or open', () => {
    const bought = purchase({
      email: 'a@example.com',
      price: MONTHLY,
      at: AT,
      newId: counterIds(),
    });
    const paid = bought.events[1]!.data.object as InvoiceObject;
    const open = fail({
      subscription: bought.subscription!,
      email: 'a@example.com',
      at: AT + PERIOD_SECONDS,
      newId: counterIds(),
    }).events[0]!.data.object as InvoiceObject;
    for (const invoice of [paid, open]) {
      expect(invoice.amount_due).toBe(invoice.amount_paid + invoice.amount_remaining);
      expect(invoice.total).toBe(invoice.subtotal);
      expect(invoice.total).toBe(invoice.lines.data[0]!.amount);
      expect(invoice).toMatchObject({
        amount_overpaid: 0,
        amount_paid_off_stripe: 0,
        amount_shipping: 0,
        starting_balance: 0,
        default_tax_rates: [],
        discounts: [],
        issuer: { type: 'self' },
        payment_settings: { payment_method_types: null },
      });
      expect(invoice.number).toMatch(/^[A-Z0-9]+-\d{4}$/);
    }
    expect(paid).toMatchObject({ auto_advance: false, status_transitions: { paid_at: AT } });
    expect(open).toMatchObject({ auto_advance: true, status_transitions: { paid_at: null } });
  });
});

describe('after a purchase', () => {
  const bought = purchase({
    email: 'a@example.com',
    price: MONTHLY,
    at: AT,
    newId: counterIds(),
  }).subscription!;

  it('renew: the invoice names the ended period, the subscription moves a period on', () => {
    const sim = renew({
      subscription: bought,
      email: 'a@example.com',
      at: AT + PERIOD_SECONDS,
      newId: counterIds(),
    });
    expect(sim.events.map((e) => e.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    const invoice = sim.events[0]!.data.object as InvoiceObject;
    expect(invoice.billing_reason).toBe('subscription_cycle');
    expect(invoice.period_end).toBe(AT + PERIOD_SECONDS);
    expect(invoice.lines.data[0]!.period.end).toBe(AT + 2 * PERIOD_SECONDS);
    const item = sim.subscription!.items.data[0]!;
    expect(item.current_period_start).toBe(AT + PERIOD_SECONDS);
    expect(item.current_period_end).toBe(AT + 2 * PERIOD_SECONDS);
    expect(sim.events[1]!.data.previous_attributes?.items).toEqual(bought.items);
  });

  it('fail: an open invoice and a past-due subscription', () => {
    const sim = fail({
      subscription: bought,
      email: 'a@example.com',
      at: AT + PERIOD_SECONDS,
      newId: counterIds(),
    });
    expect(sim.events.map((e) => e.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect((sim.events[0]!.data.object as InvoiceObject).status).toBe('open');
    expect((sim.events[0]!.data.object as InvoiceObject).amount_paid).toBe(0);
    expect(sim.subscription!.status).toBe('past_due');
    expect(sim.events[1]!.data.previous_attributes?.status).toBe('active');
  });

  it('cancel: at once ends the subscription; at the period end only marks it', () => {
    const now = cancel({ subscription: bought, at: AT + 10, newId: counterIds() });
    expect(now.events.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect(now.subscription!.status).toBe('canceled');
    expect(now.subscription!.ended_at).toBe(AT + 10);
    const later = cancel({
      subscription: bought,
      at: AT + 10,
      atPeriodEnd: true,
      newId: counterIds(),
    });
    expect(later.events.map((e) => e.type)).toEqual(['customer.subscription.updated']);
    expect(later.subscription!.status).toBe('active');
    expect(later.subscription!.cancel_at_period_end).toBe(true);
    expect(later.subscription!.cancel_at).toBe(AT + PERIOD_SECONDS);
    expect(later.events[0]!.data.previous_attributes).toEqual({
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
    });
  });

  it('changePlan: the item carries the new price', () => {
    const other: PriceSpec = { id: 'price_other', mode: 'subscription', created: AT };
    const sim = changePlan({ subscription: bought, price: other, at: AT + 5, newId: counterIds() });
    expect(sim.subscription!.items.data[0]!.price.id).toBe('price_other');
    expect(sim.subscription!.id).toBe(bought.id);
  });
});

describe('signing and delivery', () => {
  it('signs so that the SDK’s constructEvent accepts the exact body, and only with the secret', () => {
    const [evt] = purchase({ email: 'sig@example.com', price: PASS, at: AT }).events;
    const { payload, header } = signEvent(evt!, SECRET);
    const parsed = sdk.webhooks.constructEvent(payload, header, SECRET);
    expect(parsed.id).toBe(evt!.id);
    expect(parsed.type).toBe('checkout.session.completed');
    expect(parsed.api_version).toBe(Stripe.API_VERSION);
    expect(() => sdk.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('POSTs the signed body to the webhook, which can verify it', async () => {
    const received: Array<{ path: string; type: string }> = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          const verified = sdk.webhooks.constructEvent(
            Buffer.concat(chunks),
            String(req.headers['stripe-signature']),
            SECRET,
          );
          received.push({ path: req.url ?? '', type: verified.type });
          res.writeHead(200).end('{"received":true}');
        } catch {
          res.writeHead(400).end('bad signature');
        }
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const [evt] = purchase({ email: 'post@example.com', price: PASS, at: AT }).events;
      const url = `http://127.0.0.1:${port}/api/payments/stripe`;
      expect(await deliverEvent(url, evt!, SECRET)).toEqual({
        status: 200,
        body: '{"received":true}',
      });
      expect((await deliverEvent(url, evt!, 'whsec_wrong')).status).toBe(400);
      expect(received).toEqual([
        { path: '/api/payments/stripe', type: 'checkout.session.completed' },
      ]);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

describe('payments, refunds and disputes', () => {
  it("a pass purchase leaves the charge of the session's payment intent", () => {
    const bought = purchase({ email: 'a@example.com', price: PASS, at: AT, newId: counterIds() });
    const session = bought.events[0]!.data.object as CheckoutSessionObject;
    expect(bought.objects.charges).toEqual([
      expect.objectContaining({
        object: 'charge',
        payment_intent: session.payment_intent,
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        // A guest's: Checkout made no Customer for it.
        customer: null,
        receipt_email: 'a@example.com',
      }),
    ]);
  });

  it('a paid invoice has an InvoicePayment naming the payment intent of its charge', () => {
    const bought = purchase({
      email: 'a@example.com',
      price: MONTHLY,
      at: AT,
      newId: counterIds(),
    });
    const paid = bought.events[1]!.data.object as InvoiceObject;
    const [payment] = bought.objects.invoicePayments!;
    expect(bought.objects.invoices).toEqual([paid]);
    expect(payment).toMatchObject({
      object: 'invoice_payment',
      invoice: paid.id,
      amount_paid: paid.amount_paid,
      payment: {
        type: 'payment_intent',
        payment_intent: bought.objects.charges![0]!.payment_intent,
      },
    });
    const failed = fail({ subscription: bought.subscription!, email: 'a@example.com', at: AT + 5 });
    expect(failed.objects.invoicePayments).toBeUndefined();
  });

  it('refund: in full, or partly; amount_refunded counts every refund so far', () => {
    const newId = counterIds();
    const { charges } = purchase({ email: 'a@example.com', price: PASS, at: AT, newId }).objects;
    const partly = refund({ charge: charges![0]!, at: AT + 10, amount: 1000, newId });
    const partial = partly.events[0]!;
    expect(partial.type).toBe('charge.refunded');
    expect(partial.data.object).toMatchObject({ amount_refunded: 1000, refunded: false });
    expect(partial.data.previous_attributes).toEqual({ amount_refunded: 0, refunded: false });
    const rest = refund({ charge: partly.objects.charges![0]!, at: AT + 20, newId });
    expect(rest.events[0]!.data.object).toMatchObject({
      amount: 9900,
      amount_refunded: 9900,
      refunded: true,
    });
  });

  it('dispute: opened on the charge, then closed with its status', () => {
    const newId = counterIds();
    const { charges } = purchase({ email: 'a@example.com', price: PASS, at: AT, newId }).objects;
    const opened = openDispute({ charge: charges![0]!, at: AT + 10, newId });
    const dispute = opened.objects.disputes![0]!;
    expect(opened.events.map((e) => e.type)).toEqual(['charge.dispute.created']);
    expect(dispute).toMatchObject({
      object: 'dispute',
      charge: charges![0]!.id,
      payment_intent: charges![0]!.payment_intent,
      status: 'needs_response',
      created: AT + 10,
    });
    const won = closeDispute({ dispute, status: 'won', at: AT + 99, newId });
    expect(won.events[0]!.type).toBe('charge.dispute.closed');
    expect(won.events[0]!.data.object).toEqual({ ...dispute, status: 'won' });
    expect(won.events[0]!.created).toBe(AT + 99);
  });

  it("the SDK reads the refund and dispute events as Stripe's own", () => {
    const newId = counterIds();
    const { charges } = purchase({ email: 'a@example.com', price: PASS, at: AT, newId }).objects;
    for (const e of [
      refund({ charge: charges![0]!, at: AT, newId }).events[0]!,
      openDispute({ charge: charges![0]!, at: AT, newId }).events[0]!,
    ]) {
      const { payload, header } = signEvent(e, SECRET);
      expect(sdk.webhooks.constructEvent(payload, header, SECRET).type).toBe(e.type);
    }
  });
});
