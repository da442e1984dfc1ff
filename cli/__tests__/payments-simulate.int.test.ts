import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { standInClientOptions, stripeLocalConfig } from '../../dev/stand-ins/stripe';
import { adminDb } from '../../lib/firebase/admin';
import { runPaymentsSimulate } from '../commands/payments-simulate';
import { runInProcess, runProcess } from './run';

/**
 * The real simulator against the stack's Stripe stand-in and Auth emulator: its commands in
 * this process, what they print read back, and the entry point once as a process (starting
 * one costs about 2 s). The app here is a small webhook that verifies each event with the
 * SDK and asks the stand-in what the real webhook asks, so the test sees what the app would
 * receive.
 */
let appUrl = '';
const simulate = (...args: string[]) =>
  runInProcess(runPaymentsSimulate, [...args, '--url', appUrl]);
const simulateProcess = (...args: string[]) =>
  runProcess('cli/payments-simulate.ts', [...args, '--url', appUrl]);

const config = stripeLocalConfig();
const stripe = new Stripe(config.secretKey, standInClientOptions(config));
type Seen = {
  type: string;
  subscriptionStatus?: string;
  linePrices?: string[];
  /** For a refund or dispute: whether Stripe names a subscription invoice the payment paid. */
  paidInvoice?: boolean;
  refunded?: [refunded: number, of: number];
  disputeStatus?: string;
};
const seen: Seen[] = [];
let server: Server;
const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** Plays the app: verify, look up what the event lacks, and for a purchase send the set-password e-mail. */
async function handle(raw: Buffer, signature: string): Promise<number> {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(raw, signature, config.webhookSecret);
  } catch {
    return 400;
  }
  const record: Seen = { type: event.type };
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const items = await stripe.checkout.sessions.listLineItems(session.id, { limit: 100 });
    record.linePrices = items.data.map((item) => item.price!.id);
    if (typeof session.subscription === 'string')
      record.subscriptionStatus = (
        await stripe.subscriptions.retrieve(session.subscription)
      ).status;
    const email = session.customer_details!.email!.toLowerCase();
    await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local-api-key`,
      {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email, password: 'Int-Password-1' }),
      },
    );
    await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=local-api-key`,
      {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
      },
    );
  }
  if (event.type === 'charge.refunded' || event.type.startsWith('charge.dispute.')) {
    const object = event.data.object as Stripe.Charge | Stripe.Dispute;
    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: String(object.payment_intent) },
    });
    record.paidInvoice = payments.data.length > 0;
    if (object.object === 'charge') record.refunded = [object.amount_refunded, object.amount];
    else record.disputeStatus = object.status;
  }
  if (event.type.startsWith('customer.subscription.')) {
    const sub = event.data.object as Stripe.Subscription;
    record.subscriptionStatus = (await stripe.subscriptions.retrieve(sub.id)).status;
  }
  seen.push(record);
  return 200;
}

beforeAll(async () => {
  await adminDb()
    .doc('plans/price_int_monthly')
    .set({
      name: 'Integration Monthly',
      courses: ['course-market-basics'],
      mode: 'subscription',
    });
  await adminDb()
    .doc('plans/price_int_pass')
    .set({
      name: 'Integration Pass',
      courses: ['course-candlesticks'],
      mode: 'payment',
      termDays: 30,
    });
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void handle(Buffer.concat(chunks), String(req.headers['stripe-signature'])).then(
        (status) => res.writeHead(status).end(status === 200 ? '{"received":true}' : 'bad'),
        () => res.writeHead(500).end('failed'),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await adminDb().doc('plans/price_int_monthly').delete();
  await adminDb().doc('plans/price_int_pass').delete();
});

beforeEach(() => {
  seen.length = 0;
});

jest.setTimeout(90_000);

describe('npm run payments:simulate', () => {
  it('plans --json prints the plans from Firestore (the entry point, as a process)', async () => {
    const run = await simulateProcess('plans', '--json');
    expect(run.code).toBe(0);
    const plans = JSON.parse(run.stdout) as Array<{
      price: string;
      name: string;
      courses: string[];
    }>;
    expect(plans).toEqual(
      expect.arrayContaining([
        {
          price: 'price_int_monthly',
          name: 'Integration Monthly',
          courses: ['course-market-basics'],
        },
        { price: 'price_int_pass', name: 'Integration Pass', courses: ['course-candlesticks'] },
      ]),
    );
  });

  it('purchase of a subscription: signed events the app can verify and follow up, then the welcome link', async () => {
    const email = `sim-${Date.now()}@example.com`;
    const run = await simulate('purchase', '--email', email, '--plan', 'price_int_monthly');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(seen).toEqual([
      {
        type: 'checkout.session.completed',
        linePrices: ['price_int_monthly'],
        subscriptionStatus: 'active',
      },
      { type: 'invoice.paid' },
    ]);
    expect(run.stdout).toMatch(/checkout\.session\.completed\s+evt_\w+\s+→ HTTP 200/);
    expect(run.stdout).toMatch(/mode=resetPassword.*oobCode=.*&newPassword=<your password>/);

    const renewed = await simulate('renew', '--email', email);
    expect(renewed.code).toBe(0);
    expect(seen.slice(2).map((s) => s.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);

    const failed = await simulate('fail', '--email', email);
    expect(failed.code).toBe(0);
    expect(seen.at(-1)).toEqual({
      type: 'customer.subscription.updated',
      subscriptionStatus: 'past_due',
    });

    const cancelled = await simulate('cancel', '--email', email);
    expect(cancelled.code).toBe(0);
    expect(seen.at(-1)).toEqual({
      type: 'customer.subscription.deleted',
      subscriptionStatus: 'canceled',
    });

    const again = await simulate('cancel', '--email', email);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('no simulated subscription that is still running');
  });

  it('purchase of a one-time pass: a payment-mode session only', async () => {
    const run = await simulate(
      'purchase',
      '--email',
      `pass-${Date.now()}@example.com`,
      '--plan',
      'price_int_pass',
    );
    expect(run.code).toBe(0);
    expect(seen).toEqual([{ type: 'checkout.session.completed', linePrices: ['price_int_pass'] }]);
  });

  it('refund of a pass: a partial refund, then the rest; a refunded payment is not refunded again', async () => {
    const email = `refund-${Date.now()}@example.com`;
    expect((await simulate('purchase', '--email', email, '--plan', 'price_int_pass')).code).toBe(0);

    const partial = await simulate('refund', '--email', email, '--partial');
    expect(partial.code).toBe(0);
    expect(partial.stdout).toMatch(/charge\.refunded\s+evt_\w+\s+→ HTTP 200/);
    const [refunded, of] = seen.at(-1)!.refunded!;
    expect(seen.at(-1)).toMatchObject({ type: 'charge.refunded', paidInvoice: false });
    expect(refunded).toBe(Math.round(of / 4));

    expect((await simulate('refund', '--email', email)).code).toBe(0);
    expect(seen.at(-1)).toMatchObject({ type: 'charge.refunded', refunded: [of, of] });

    const again = await simulate('refund', '--email', email);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already refunded');
  });

  it('dispute of a subscription invoice: opened, then won; --lost alone opens and loses one', async () => {
    const email = `dispute-${Date.now()}@example.com`;
    expect((await simulate('purchase', '--email', email, '--plan', 'price_int_monthly')).code).toBe(
      0,
    );
    seen.length = 0;

    expect((await simulate('dispute', '--email', email)).code).toBe(0);
    expect((await simulate('dispute', '--email', email, '--won')).code).toBe(0);
    expect((await simulate('dispute', '--email', email, '--lost')).code).toBe(0);
    expect(seen).toEqual([
      { type: 'charge.dispute.created', paidInvoice: true, disputeStatus: 'needs_response' },
      { type: 'charge.dispute.closed', paidInvoice: true, disputeStatus: 'won' },
      { type: 'charge.dispute.created', paidInvoice: true, disputeStatus: 'needs_response' },
      { type: 'charge.dispute.closed', paidInvoice: true, disputeStatus: 'lost' },
    ]);

    const both = await simulate('dispute', '--email', email, '--won', '--lost');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('either --won or --lost');
  });

  it('refund or dispute for an e-mail with no payment says so and sends nothing', async () => {
    const run = await simulate('refund', '--email', `nobody-${Date.now()}@example.com`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('has no simulated payment');
    expect(seen).toEqual([]);
  });

  it('refuses bad input with a clear message and sends nothing', async () => {
    const badEmail = await simulate(
      'purchase',
      '--email',
      'not-an-email',
      '--plan',
      'price_int_pass',
    );
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain("--email 'not-an-email' is not a valid e-mail");
    const unknownPlan = await simulate(
      'purchase',
      '--email',
      'x@example.com',
      '--plan',
      'price_nope',
    );
    expect(unknownPlan.code).toBe(2);
    expect(unknownPlan.stderr).toContain("no plan for price 'price_nope'");
    const asProcess = await simulateProcess('refund', '--email', 'not-an-email');
    expect(asProcess.code).toBe(2);
    expect(asProcess.stderr).toContain("--email 'not-an-email' is not a valid e-mail");
    expect(seen).toEqual([]);
  });

  it('fails when the app refuses an event', async () => {
    const previous = appUrl;
    appUrl = 'http://127.0.0.1:9'; // nothing listens on the discard port
    try {
      const run = await simulate(
        'purchase',
        '--email',
        'down@example.com',
        '--plan',
        'price_int_pass',
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('could not reach http://127.0.0.1:9/api/payments/stripe');
    } finally {
      appUrl = previous;
    }
  });
});
