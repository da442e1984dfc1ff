import Stripe from 'stripe';
import { purchase } from '../events';
import { lineItem, price, subscription, type PriceSpec } from '../objects';
import { createStripeServer, PAYMENT_LINK_PATH, type StripeServer } from '../server';

const KEY = 'sk_test_stand_in_unit';
const MONTHLY: PriceSpec = { id: 'price_monthly', mode: 'subscription', created: 1_700_000_000 };
const PASS: PriceSpec = {
  id: 'price_pass',
  mode: 'payment',
  unitAmount: 4900,
  created: 1_700_000_000,
};

let server: StripeServer;
let baseUrl: string;

function sdk(key = KEY): Stripe {
  const { hostname, port } = new URL(baseUrl);
  return new Stripe(key, {
    host: hostname,
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

async function control(method: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/__control/objects`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const monthly = (overrides: Partial<Parameters<typeof subscription>[0]> = {}) =>
  subscription({
    id: 'sub_unit_1',
    customer: 'cus_unit_1',
    price: MONTHLY,
    status: 'active',
    created: 1_700_000_000,
    currentPeriodStart: 1_700_000_000,
    currentPeriodEnd: 1_702_592_000,
    ...overrides,
  });

beforeAll(async () => {
  server = createStripeServer({ secretKey: KEY });
  baseUrl = (await server.listen(0)).url;
});
afterAll(() => server.close());
beforeEach(() => control('DELETE'));

describe('through the real stripe SDK', () => {
  it('lists a Checkout Session’s line items with their full prices', async () => {
    await control('POST', {
      checkoutSessions: [{ id: 'cs_test_one', lineItems: [lineItem('li_one', PASS)] }],
    });
    const items = await sdk().checkout.sessions.listLineItems('cs_test_one', { limit: 100 });
    expect(items.object).toBe('list');
    expect(items.has_more).toBe(false);
    expect(items.data).toHaveLength(1);
    const [item] = items.data;
    expect(item?.price?.id).toBe('price_pass');
    expect(item?.price?.type).toBe('one_time');
    expect(item?.amount_total).toBe(4900);
    expect(item?.quantity).toBe(1);
  });

  it('pages line items with limit and starting_after', async () => {
    const lines = ['li_a', 'li_b', 'li_c'].map((id) => lineItem(id, MONTHLY));
    await control('POST', { checkoutSessions: [{ id: 'cs_test_three', lineItems: lines }] });
    const first = await sdk().checkout.sessions.listLineItems('cs_test_three', { limit: 2 });
    expect(first.data.map((l) => l.id)).toEqual(['li_a', 'li_b']);
    expect(first.has_more).toBe(true);
    const all: string[] = [];
    for await (const line of sdk().checkout.sessions.listLineItems('cs_test_three', { limit: 1 }))
      all.push(line.id);
    expect(all).toEqual(['li_a', 'li_b', 'li_c']);
  });

  it('retrieves a subscription with its period on the item, as the pinned API version has it', async () => {
    await control('POST', { subscriptions: [monthly()] });
    const sub = await sdk().subscriptions.retrieve('sub_unit_1');
    expect(sub.status).toBe('active');
    expect(sub.customer).toBe('cus_unit_1');
    expect(sub.cancel_at_period_end).toBe(false);
    const [item] = sub.items.data;
    expect(item?.price.id).toBe('price_monthly');
    expect(item?.price.recurring?.interval).toBe('month');
    expect(item?.current_period_end).toBe(1_702_592_000);
    expect(sub.lastResponse.headers['stripe-version']).toBe(Stripe.API_VERSION);
  });

  it('replaces an object posted again with the same id (a cancellation)', async () => {
    await control('POST', { subscriptions: [monthly()] });
    await control('POST', {
      subscriptions: [
        monthly({ status: 'canceled', canceledAt: 1_701_000_000, endedAt: 1_701_000_000 }),
      ],
    });
    const sub = await sdk().subscriptions.retrieve('sub_unit_1');
    expect(sub.status).toBe('canceled');
    expect(sub.ended_at).toBe(1_701_000_000);
  });

  it('answers an unknown id with Stripe’s resource_missing error', async () => {
    const error = await sdk()
      .subscriptions.retrieve('sub_missing')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const stripeError = error as Stripe.errors.StripeInvalidRequestError;
    expect(stripeError.statusCode).toBe(404);
    expect(stripeError.code).toBe('resource_missing');
    expect(stripeError.message).toBe("No such subscription: 'sub_missing'");
    expect(stripeError.requestId).toMatch(/^req_/);

    const session = await sdk()
      .checkout.sessions.listLineItems('cs_missing')
      .catch((e: unknown) => e);
    expect((session as Stripe.errors.StripeError).code).toBe('resource_missing');
  });

  it('refuses a wrong secret key with an authentication error and counts nothing', async () => {
    await control('POST', { subscriptions: [monthly()] });
    const before = server.store.requests;
    const error = await sdk('sk_test_someone_else')
      .subscriptions.retrieve('sub_unit_1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(401);
    expect((error as Error).message).not.toContain('someone_else');
    expect(server.store.requests).toBe(before);
  });

  it('answers calls it does not serve with Stripe’s unrecognised-URL error', async () => {
    const error = await sdk()
      .customers.retrieve('cus_unit_1')
      .catch((e: unknown) => e);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(404);
    expect((error as Error).message).toContain(
      'Unrecognized request URL (GET: /v1/customers/cus_unit_1)',
    );
  });
});

describe('which invoice a payment paid', () => {
  it('lists the InvoicePayment of a payment intent, and retrieves its invoice', async () => {
    const bought = purchase({ email: 'a@example.com', price: MONTHLY, at: 1_700_000_000 });
    const other = purchase({ email: 'b@example.com', price: MONTHLY, at: 1_700_000_100 });
    await control('POST', bought.objects);
    await control('POST', other.objects);
    const paymentIntent = String(bought.objects.charges![0]!.payment_intent);

    const payments = await sdk().invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      limit: 1,
    });

    expect(payments.data).toHaveLength(1);
    const invoiceId = String(payments.data[0]!.invoice);
    expect(invoiceId).toBe(bought.objects.invoices![0]!.id);
    const invoice = await sdk().invoices.retrieve(invoiceId);
    expect(invoice.parent?.subscription_details?.subscription).toBe(bought.subscription!.id);
    expect(invoice.lines.data[0]!.period.end).toBe(
      bought.subscription!.items.data[0]!.current_period_end,
    );
  });

  it('lists nothing for a payment of no invoice, and refuses a payment filter without its id', async () => {
    const pass = purchase({ email: 'a@example.com', price: PASS, at: 1_700_000_000 });
    await control('POST', pass.objects);
    const none = await sdk().invoicePayments.list({
      payment: {
        type: 'payment_intent',
        payment_intent: String(pass.objects.charges![0]!.payment_intent),
      },
    });
    expect(none.data).toEqual([]);
    const error = await sdk()
      .invoicePayments.list({ payment: { type: 'payment_intent' } })
      .catch((e: unknown) => e);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(400);
    expect((error as Stripe.errors.StripeError).param).toBe('payment[payment_intent]');
  });

  it('answers an unknown invoice with resource_missing', async () => {
    const error = await sdk()
      .invoices.retrieve('in_nobody')
      .catch((e: unknown) => e);
    expect((error as Stripe.errors.StripeError).code).toBe('resource_missing');
  });

  it("keeps the simulator's charges and disputes per customer or receipt e-mail, newest first", async () => {
    // A guest's pass (no customer), then a subscription (the customer's), then another's pass.
    const first = purchase({ email: 'a@example.com', price: PASS, at: 1_700_000_000 });
    const second = purchase({ email: 'a@example.com', price: MONTHLY, at: 1_700_000_500 });
    const other = purchase({ email: 'b@example.com', price: PASS, at: 1_700_000_900 });
    for (const made of [first, second, other]) await control('POST', made.objects);
    const customer = String(second.objects.charges![0]!.customer);
    const query = new URLSearchParams({ customer, email: 'A@example.com' });
    const response = await fetch(`${baseUrl}/__control/charges?${query}`);
    const { charges, disputes } = (await response.json()) as {
      charges: Array<{ id: string }>;
      disputes: unknown[];
    };
    expect(charges.map((c) => c.id)).toEqual([
      second.objects.charges![0]!.id,
      first.objects.charges![0]!.id,
    ]);
    expect(disputes).toEqual([]);
  });
});

describe('plain HTTP', () => {
  it('asks for an API key when none is sent', async () => {
    const response = await fetch(`${baseUrl}/v1/subscriptions/sub_unit_1`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toContain('You did not provide an API key');
  });

  it('rejects control bodies it cannot use, keeping what it has', async () => {
    await control('POST', { subscriptions: [monthly()] });
    expect((await control('POST', { subscriptions: [{ id: 'nope' }] })).status).toBe(400);
    const bad = await fetch(`${baseUrl}/__control/objects`, { method: 'POST', body: '{' });
    expect(bad.status).toBe(400);
    expect(
      (await control('POST', { checkoutSessions: [{ id: 'cs_x', lineItems: [{}] }] })).body.error,
    ).toMatch(/lineItems/);
    expect((await sdk().subscriptions.retrieve('sub_unit_1')).id).toBe('sub_unit_1');
  });

  it('serves the local payment-link page', async () => {
    const response = await fetch(`${baseUrl}${PAYMENT_LINK_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('No payment is taken here');
  });
});

describe('objects', () => {
  it('builds a one-time price without recurrence and a plan beside a subscription item', () => {
    expect(price(PASS).recurring).toBeNull();
    const sub = monthly();
    expect(sub.items.data[0]?.plan.id).toBe('price_monthly');
    expect(JSON.parse(JSON.stringify(price(PASS))).unit_amount_decimal).toBe('4900');
  });
});
