import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  invoice as simulatedInvoice,
  invoiceLine,
  PERIOD_SECONDS,
} from '../../../dev/stand-ins/stripe/events';
import {
  price as stripePrice,
  subscription as stripeSubscription,
} from '../../../dev/stand-ins/stripe/objects';
import { adminAuth, adminDb } from '../../firebase/admin';
import { parseMemberRecord } from '../../members/record';
import { DAY_MS } from '../access';
import { createStripeClient } from '../stripe-client';
import { handleStripeWebhook } from '../stripe-webhook';

/**
 * The webhook's lib-level handler against the running stack (Auth and Firestore
 * emulators), with the real Stripe SDK: events signed with generateTestHeaderString, and
 * the SDK's two API calls answered over real HTTP by a small stand-in in this file.
 */
jest.setTimeout(60_000);

const SECRET_KEY = 'sk_test_integration';
const WEBHOOK_SECRET = 'whsec_integration_secret';
const run = randomUUID().slice(0, 8);
const FOUNDATIONS = `price_int_foundations_${run}`;
const PRO = `price_int_pro_${run}`;
const PASS = `price_int_pass_${run}`;
const GRACE = 3 * DAY_MS;

/** Stripe objects the stand-in answers with, by id. */
const subscriptions = new Map<string, object>();
const lineItems = new Map<string, object>();
let stripeApi: Server;
let stripeCalls: string[] = [];
let config: { secretKey: string; webhookSecret: string; apiUrl: string; graceDays: number };
let stripe: ReturnType<typeof createStripeClient>;

beforeAll(async () => {
  stripeApi = createServer((request, response) => {
    const url = request.url ?? '';
    stripeCalls.push(`${request.method} ${url.split('?')[0]}`);
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`)
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    const subscription = /^\/v1\/subscriptions\/([^/?]+)/.exec(url);
    const items = /^\/v1\/checkout\/sessions\/([^/?]+)\/line_items/.exec(url);
    const found = subscription
      ? subscriptions.get(subscription[1]!)
      : items
        ? lineItems.get(items[1]!)
        : undefined;
    if (request.method === 'GET' && found) return send(200, found);
    send(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  config = {
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: `http://127.0.0.1:${port}`,
    graceDays: 3,
  };
  stripe = createStripeClient(config);
  const plans = adminDb().collection('plans');
  await plans.doc(FOUNDATIONS).set({
    name: 'Foundations',
    mode: 'subscription',
    courses: ['course-market-basics', 'course-forex-essentials'],
  });
  await plans
    .doc(PRO)
    .set({ name: 'Pro', mode: 'subscription', courses: ['course-gold-playbook'] });
  await plans
    .doc(PASS)
    .set({ name: 'Pass', mode: 'payment', termDays: 30, courses: ['course-candlesticks'] });
});

afterAll(async () => {
  await new Promise((resolve) => stripeApi.close(resolve));
});

beforeEach(() => {
  stripeCalls = [];
});

// ---------------------------------------------------------------------------------------
// Stripe-shaped objects and events

const NOW_S = Math.floor(Date.now() / 1000);
const unique = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const email = (label: string) => `pay-${label}-${randomUUID().slice(0, 8)}@example.com`;

function subscriptionObject(
  id: string,
  price: string,
  periodEnd: number,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    object: 'subscription',
    status: 'active',
    customer: 'cus_test',
    cancel_at_period_end: false,
    cancel_at: null,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: unique('si'),
          object: 'subscription_item',
          price: { id: price, object: 'price' },
          current_period_start: periodEnd - 30 * 86_400,
          current_period_end: periodEnd,
        },
      ],
    },
    ...extra,
  };
}

function checkoutSession(id: string, customerEmail: string, extra: Record<string, unknown>) {
  return {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    status: 'complete',
    customer_email: null,
    customer_details: { email: customerEmail },
    subscription: null,
    ...extra,
  };
}

function invoice(subscription: string, customerEmail: string, price: string, periodEnd: number) {
  return {
    id: unique('in'),
    object: 'invoice',
    customer_email: customerEmail,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription, metadata: {} },
    },
    lines: {
      object: 'list',
      has_more: false,
      url: '/v1/invoices/lines',
      data: [
        {
          id: unique('il'),
          object: 'line_item',
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              subscription,
              subscription_item: 'si_x',
              proration: false,
              invoice_item: null,
              proration_details: { credited_items: null },
            },
          },
          period: { start: periodEnd - 30 * 86_400, end: periodEnd },
          pricing: { type: 'price_details', price_details: { price, product: 'prod_x' } },
        },
      ],
    },
  };
}

type StripeEventJson = { id: string; type: string; created: number; data: { object: object } };

function event(type: string, object: object, created = NOW_S, id = unique('evt')): StripeEventJson {
  return { id, type, created, data: { object } };
}

function payloadOf(e: StripeEventJson): string {
  return JSON.stringify({
    ...e,
    object: 'event',
    api_version: '2026-10-28.endive',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
}

async function deliver(
  e: StripeEventJson | string,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const payload = typeof e === 'string' ? e : payloadOf(e);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return handleStripeWebhook(Buffer.from(payload), signature, { config, stripe });
}

/** A checkout of the Foundations plan: the subscription object exists at "Stripe" first. */
function purchase(customer: string, periodEnd = NOW_S + 30 * 86_400, created = NOW_S) {
  const subscription = unique('sub');
  subscriptions.set(subscription, subscriptionObject(subscription, FOUNDATIONS, periodEnd));
  const session = checkoutSession(unique('cs'), customer, { subscription });
  return { subscription, event: event('checkout.session.completed', session, created) };
}

// ---------------------------------------------------------------------------------------
// What the tests look at

const record = async (address: string, nowMs = Date.now()) =>
  parseMemberRecord((await adminDb().doc(`users/${address}`).get()).data(), nowMs);
const subscriptionDoc = async (id: string) =>
  (await adminDb().doc(`subscriptions/${id}`).get()).data();
const paymentEvent = async (id: string) => adminDb().doc(`paymentEvents/${id}`).get();
const auditOf = async (address: string) =>
  (await adminDb().collection('auditLog').where('member', '==', address).get()).docs.map((d) =>
    d.data(),
  );

async function resetEmails(address: string): Promise<number> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.FIREBASE_PROJECT_ID ?? 'demo-trading-academy';
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string }>;
  };
  return oobCodes.filter((c) => c.email === address && c.requestType === 'PASSWORD_RESET').length;
}

// ---------------------------------------------------------------------------------------

describe('checkout.session.completed', () => {
  it('makes an account for a new e-mail, grants the plan and sends the set-password e-mail', async () => {
    const address = email('new');
    const periodEnd = NOW_S + 30 * 86_400;
    const { subscription, event: e } = purchase(address.toUpperCase(), periodEnd);

    const answer = await deliver(e);

    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(stripeCalls).toEqual([`GET /v1/subscriptions/${subscription}`]);
    const user = await adminAuth().getUserByEmail(address);
    expect(user.customClaims).toEqual({ member: true });
    expect(user.providerData).toEqual([]);
    expect(await resetEmails(address)).toBe(1);
    const member = await record(address);
    expect(member.courseIds).toEqual(['course-market-basics', 'course-forex-essentials']);
    expect(member.grants[`sub:${subscription}`]).toEqual({
      courses: ['course-market-basics', 'course-forex-essentials'],
      source: `plan:${FOUNDATIONS}`,
      accessUntil: periodEnd * 1000 + GRACE,
    });
    expect(await subscriptionDoc(subscription)).toMatchObject({
      email: address,
      price: FOUNDATIONS,
      status: 'active',
      currentPeriodEnd: periodEnd * 1000,
      cancelAtPeriodEnd: false,
      lastEventCreated: NOW_S * 1000,
    });
    expect((await paymentEvent(e.id)).data()).toMatchObject({
      type: 'checkout.session.completed',
      outcome: 'applied',
      email: address,
    });
    expect(await auditOf(address)).toEqual([
      expect.objectContaining({
        actor: 'stripe',
        action: 'purchase',
        source: e.id,
        grant: `sub:${subscription}`,
        before: null,
        after: member.grants[`sub:${subscription}`],
      }),
    ]);
  });

  it('an existing member just gains the plan: password, manual courses kept, no e-mail', async () => {
    const address = email('existing');
    await adminAuth()
      .createUser({ email: address, password: 'Secret-123' })
      .then((u) => adminAuth().setCustomUserClaims(u.uid, { member: true }));
    await adminDb()
      .doc(`users/${address}`)
      .set({ courses: ['course-risk-management'] });
    const { event: e } = purchase(address);

    expect((await deliver(e)).status).toBe(200);

    expect(await resetEmails(address)).toBe(0);
    expect((await record(address)).courseIds).toEqual([
      'course-risk-management',
      'course-market-basics',
      'course-forex-essentials',
    ]);
  });

  it('a one-time payment grants a pass for the plan term from the payment', async () => {
    const address = email('pass');
    const session = unique('cs');
    lineItems.set(session, {
      object: 'list',
      has_more: false,
      url: `/v1/checkout/sessions/${session}/line_items`,
      data: [
        { id: unique('li'), object: 'item', quantity: 1, price: { id: PASS, object: 'price' } },
      ],
    });
    const e = event(
      'checkout.session.completed',
      checkoutSession(session, address, { mode: 'payment' }),
    );

    expect((await deliver(e)).body).toEqual({ received: true, outcome: 'applied' });

    expect(stripeCalls).toEqual([`GET /v1/checkout/sessions/${session}/line_items`]);
    const member = await record(address);
    expect(member.grants[`pass:${session}`]).toEqual({
      courses: ['course-candlesticks'],
      source: 'pass',
      accessUntil: NOW_S * 1000 + 30 * DAY_MS,
    });
    expect((await record(address, NOW_S * 1000 + 30 * DAY_MS)).courseIds).toEqual([]);
    expect(await resetEmails(address)).toBe(1);
  });

  it('an unknown price is recorded as unmatched, grants nothing and answers 200', async () => {
    const address = email('unknown');
    const subscription = unique('sub');
    subscriptions.set(subscription, subscriptionObject(subscription, 'price_nobody_sells', NOW_S));
    const e = event(
      'checkout.session.completed',
      checkoutSession(unique('cs'), address, { subscription }),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const answer = await deliver(e);

    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'unmatched' } });
    expect((await paymentEvent(e.id)).data()).toMatchObject({
      outcome: 'unmatched',
      unmatched: ['price_nobody_sells'],
    });
    expect((await record(address)).courseIds).toEqual([]);
    expect(await resetEmails(address)).toBe(0);
    expect(warn.mock.calls.map(String).join('\n')).toContain(e.id);
    warn.mockRestore();
  });

  it('an event without a valid e-mail is a 400 and writes nothing', async () => {
    const subscription = unique('sub');
    subscriptions.set(subscription, subscriptionObject(subscription, FOUNDATIONS, NOW_S));
    const e = event(
      'checkout.session.completed',
      checkoutSession(unique('cs'), 'not-an-email', { subscription }),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const answer = await deliver(e);

    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('the checkout session has no valid customer e-mail');
    expect((await paymentEvent(e.id)).exists).toBe(false);
    expect(await subscriptionDoc(subscription)).toBeUndefined();
    const lines = warn.mock.calls.map(String);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(e.id);
    warn.mockRestore();
  });
});

describe('the rest of a subscription', () => {
  it('invoice.paid renews access to the new period end plus grace, without asking Stripe', async () => {
    const address = email('renew');
    const { subscription, event: bought } = purchase(address);
    await deliver(bought);
    const nextEnd = NOW_S + 60 * 86_400;
    stripeCalls = [];

    const e = event(
      'invoice.paid',
      invoice(subscription, address, FOUNDATIONS, nextEnd),
      NOW_S + 5,
    );
    expect((await deliver(e)).body.outcome).toBe('applied');

    expect(stripeCalls).toEqual([]);
    expect((await record(address)).grants[`sub:${subscription}`]?.accessUntil).toBe(
      nextEnd * 1000 + GRACE,
    );
  });

  it('a plan change makes the courses follow; cancel at period end keeps them to the end', async () => {
    const address = email('change');
    const periodEnd = NOW_S + 30 * 86_400;
    const { subscription, event: bought } = purchase(address, periodEnd);
    await deliver(bought);

    const changed = event(
      'customer.subscription.updated',
      subscriptionObject(subscription, PRO, periodEnd),
      NOW_S + 10,
    );
    await deliver(changed);
    expect((await record(address)).courseIds).toEqual(['course-gold-playbook']);

    const canceling = event(
      'customer.subscription.updated',
      subscriptionObject(subscription, PRO, periodEnd, { cancel_at_period_end: true }),
      NOW_S + 20,
    );
    await deliver(canceling);
    expect(await subscriptionDoc(subscription)).toMatchObject({ cancelAtPeriodEnd: true });
    const member = await record(address);
    expect(member.courseIds).toEqual(['course-gold-playbook']);
    expect(member.grants[`sub:${subscription}`]?.accessUntil).toBe(periodEnd * 1000);
  });

  it("a plan change invoiced at once keeps the new plan, whatever the old price's credit line", async () => {
    const address = email('proration');
    const periodEnd = NOW_S + 20 * 86_400;
    const { subscription, event: bought } = purchase(address, periodEnd);
    await deliver(bought);
    await deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject(subscription, PRO, periodEnd),
        NOW_S + 10,
      ),
    );
    // Stripe's invoice for the change: the old price's unused time credited first, then
    // the subscription item's line for the new price (the billing cycle restarted).
    const spec = (id: string) => ({ id, mode: 'subscription' as const, created: NOW_S });
    const changed = stripeSubscription({
      id: subscription,
      customer: 'cus_test',
      price: spec(PRO),
      status: 'active',
      created: NOW_S,
      currentPeriodStart: NOW_S + 10,
      currentPeriodEnd: NOW_S + 10 + PERIOD_SECONDS,
    });
    subscriptions.set(subscription, changed);
    const invoiceId = unique('in');
    const paid = simulatedInvoice({
      id: invoiceId,
      subscription: changed,
      email: address,
      at: NOW_S + 10,
      paid: true,
      billingReason: 'subscription_update',
      periodStart: NOW_S + 10,
      periodEnd: NOW_S + 10,
      newId: unique,
      lines: [
        invoiceLine({
          id: unique('il'),
          invoice: invoiceId,
          subscription: changed,
          price: stripePrice(spec(FOUNDATIONS)),
          proration: { amount: -6_600, start: NOW_S + 10, end: periodEnd },
        }),
        invoiceLine({ id: unique('il'), invoice: invoiceId, subscription: changed }),
      ],
    });
    expect((await deliver(event('invoice.paid', paid, NOW_S + 11))).body.outcome).toBe('applied');

    const member = await record(address);
    expect(member.courseIds).toEqual(['course-gold-playbook']);
    expect(member.grants[`sub:${subscription}`]).toMatchObject({
      source: `plan:${PRO}`,
      accessUntil: (NOW_S + 10 + PERIOD_SECONDS) * 1000 + GRACE,
    });
  });

  it('deletion withdraws the plan but keeps a course a manual grant also gives', async () => {
    const address = email('overlap');
    const { subscription, event: bought } = purchase(address);
    await deliver(bought);
    await adminDb()
      .doc(`users/${address}`)
      .set({ courses: ['course-market-basics'] }, { merge: true });
    expect((await record(address)).courseIds).toEqual([
      'course-market-basics',
      'course-forex-essentials',
    ]);

    const deleted = event(
      'customer.subscription.deleted',
      subscriptionObject(subscription, FOUNDATIONS, NOW_S + 30 * 86_400, { status: 'canceled' }),
      NOW_S + 1,
    );
    expect((await deliver(deleted)).body.outcome).toBe('applied');

    expect((await record(address, (NOW_S + 1) * 1000)).courseIds).toEqual(['course-market-basics']);
    expect(await subscriptionDoc(subscription)).toMatchObject({ status: 'canceled' });
  });

  it('a failed payment is past due: access until the paid period end plus grace', async () => {
    const address = email('failed');
    const periodEnd = NOW_S + 30 * 86_400;
    const { subscription, event: bought } = purchase(address, periodEnd);
    await deliver(bought);

    const failed = event(
      'invoice.payment_failed',
      invoice(subscription, address, FOUNDATIONS, periodEnd + 30 * 86_400),
      NOW_S + 30,
    );
    await deliver(failed);

    expect(await subscriptionDoc(subscription)).toMatchObject({ status: 'past_due' });
    const grant = (await record(address)).grants[`sub:${subscription}`];
    expect(grant?.accessUntil).toBe(periodEnd * 1000 + GRACE);
  });

  it('other event types are answered 200 and recorded nowhere', async () => {
    const e = event('customer.created', { id: unique('cus'), object: 'customer' });
    expect(await deliver(e)).toEqual({
      status: 200,
      body: { received: true, ignored: 'event type customer.created is not used' },
    });
    expect((await paymentEvent(e.id)).exists).toBe(false);
  });
});

describe('exactly once, in any order', () => {
  it('a redelivered event changes nothing', async () => {
    const address = email('dup');
    const { event: e } = purchase(address);
    expect((await deliver(e)).body.outcome).toBe('applied');
    expect((await deliver(e)).body.outcome).toBe('duplicate');
    expect(await auditOf(address)).toHaveLength(1);
    expect(await resetEmails(address)).toBe(1);
  });

  it('deliveries of one event at the same moment apply it once', async () => {
    const address = email('burst');
    const { event: e } = purchase(address);
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(e)));
    const outcomes = answers.map((a) => a.body.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(5).fill('duplicate')]);
    expect(await auditOf(address)).toHaveLength(1);
    expect(await resetEmails(address)).toBe(1);
  });

  it('a deletion that arrives before its checkout ends with no access', async () => {
    const address = email('early-delete');
    const { subscription, event: bought } = purchase(address, NOW_S + 30 * 86_400, NOW_S);
    const deleted = event(
      'customer.subscription.deleted',
      subscriptionObject(subscription, FOUNDATIONS, NOW_S + 30 * 86_400, { status: 'canceled' }),
      NOW_S + 60,
    );
    // Stripe now answers with the subscription as it is: canceled.
    subscriptions.set(
      subscription,
      subscriptionObject(subscription, FOUNDATIONS, NOW_S + 30 * 86_400, { status: 'canceled' }),
    );
    await deliver(deleted);
    await deliver(bought);
    expect(await subscriptionDoc(subscription)).toMatchObject({ status: 'canceled' });
    expect((await record(address, (NOW_S + 60) * 1000)).courseIds).toEqual([]);
  });

  it('an older update arriving after a newer one does not undo it', async () => {
    const address = email('older');
    const periodEnd = NOW_S + 30 * 86_400;
    const { subscription, event: bought } = purchase(address, periodEnd);
    await deliver(bought);
    const newer = event(
      'customer.subscription.updated',
      subscriptionObject(subscription, PRO, periodEnd),
      NOW_S + 20,
    );
    const older = event(
      'customer.subscription.updated',
      subscriptionObject(subscription, FOUNDATIONS, periodEnd, { cancel_at_period_end: true }),
      NOW_S + 10,
    );
    await deliver(newer);
    await deliver(older);
    expect(await subscriptionDoc(subscription)).toMatchObject({
      price: PRO,
      cancelAtPeriodEnd: false,
      lastEventCreated: (NOW_S + 20) * 1000,
    });
    expect((await record(address)).courseIds).toEqual(['course-gold-playbook']);
  });
});

describe('refused deliveries write nothing', () => {
  const refused = async (
    e: StripeEventJson | string,
    options: Parameters<typeof deliver>[1],
    error: string,
  ) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await deliver(e, options);
    expect(answer).toEqual({ status: 400, body: { error } });
    const lines = warn.mock.calls.map(String);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(WEBHOOK_SECRET);
    warn.mockRestore();
    return lines[0]!;
  };

  it('a signature made with another secret', async () => {
    const address = email('forged');
    const { subscription, event: e } = purchase(address);
    const line = await refused(e, { secret: 'whsec_someone_else' }, 'Invalid signature');
    expect(line).toContain(e.id);
    expect((await paymentEvent(e.id)).exists).toBe(false);
    expect(await subscriptionDoc(subscription)).toBeUndefined();
    await expect(adminAuth().getUserByEmail(address)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('a timestamp outside the tolerance', async () => {
    const { event: e } = purchase(email('stale'));
    await refused(e, { timestamp: NOW_S - 3600 }, 'Invalid signature');
    expect((await paymentEvent(e.id)).exists).toBe(false);
  });

  it('a missing signature', async () => {
    const { event: e } = purchase(email('unsigned'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await handleStripeWebhook(Buffer.from(payloadOf(e)), null, { config, stripe });
    warn.mockRestore();
    expect(answer).toEqual({ status: 400, body: { error: 'Missing Stripe-Signature header' } });
    expect((await paymentEvent(e.id)).exists).toBe(false);
  });

  it('malformed JSON, even correctly signed', async () => {
    await refused('{"id": "evt_broken", ', {}, 'Malformed JSON');
  });
});

describe('the route, POST /api/payments/stripe', () => {
  /** The route as Next calls it, with the local stack's webhook secret. */
  const post = async (body: string, signature?: string) => {
    // The route itself (its body cap and answers) is what this block tests.
    // eslint-disable-next-line import/no-restricted-paths
    const { POST } = await import('../../../app/api/payments/stripe/route');
    const response = await POST(
      new Request('http://localhost/api/payments/stripe', {
        method: 'POST',
        headers: signature ? { 'stripe-signature': signature } : {},
        body,
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const localSignature = (payload: string) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_local_stack_secret' });

  it('verifies the raw body with the configured secret', async () => {
    const e = event('customer.created', { id: unique('cus'), object: 'customer' });
    const payload = payloadOf(e);
    expect(await post(payload, localSignature(payload))).toEqual({
      status: 200,
      body: { received: true, ignored: 'event type customer.created is not used' },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forged = await post(payload, localSignature(payload.replace('customer', 'Customer')));
    warn.mockRestore();
    expect(forged).toEqual({ status: 400, body: { error: 'Invalid signature' } });
  });

  it('refuses a body over 1 MB without reading on, and writes nothing', async () => {
    const { event: e } = purchase(email('huge'));
    const payload = JSON.stringify({
      ...JSON.parse(payloadOf(e)),
      padding: 'x'.repeat(1024 * 1024),
    });
    expect(await post(payload, localSignature(payload))).toEqual({
      status: 413,
      body: { error: 'Body too large' },
    });
    expect((await paymentEvent(e.id)).exists).toBe(false);
  });
});
