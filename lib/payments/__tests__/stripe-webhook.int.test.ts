import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { identityToolkit } from '../../../dev/stack/sign-in';
import {
  cancel,
  changePlan,
  closeDispute,
  fail,
  openDispute,
  PERIOD_SECONDS,
  price,
  purchase,
  randomId,
  refund,
  renew,
  type ChargeObject,
  type PriceSpec,
  type SimulatedEvent,
  type SimulatedEventType,
  type Simulation,
} from '../../../dev/stand-ins/stripe';
import { event as stripeEvent, invoice, invoiceLine } from '../../../dev/stand-ins/stripe/events';
import { answerApiRequest } from '../../../dev/stand-ins/stripe/routes';
import { createStore, putObjects } from '../../../dev/stand-ins/stripe/store';
import { moveMember } from '../../accounts/move';
import { byCli } from '../../audit';
import { adminAuth, adminDb } from '../../firebase/admin';
import { addFreeDays, endAccessNow, reopenGrant } from '../../grants/grant-end';
import { parseMemberRecord } from '../../members/record';
import { DAY_MS } from '../../time';
import { createStripeClient } from '../stripe-client';
import { handleStripeWebhook } from '../stripe-webhook';

/**
 * The webhook's lib-level handler against the running stack (Auth and Firestore
 * emulators), with the real Stripe SDK: events built by the Stripe stand-in's typed builders
 * (dev/stand-ins/stripe) and signed with generateTestHeaderString, and the SDK's two API
 * calls answered over real HTTP by the stand-in's routes, behind a recorder of the calls.
 */
jest.setTimeout(60_000);

const SECRET_KEY = 'sk_test_integration';
const WEBHOOK_SECRET = 'whsec_integration_secret';
const NOW_S = Math.floor(Date.now() / 1000);
const run = randomUUID().slice(0, 8);
const priceSpec = (name: string, mode: PriceSpec['mode']): PriceSpec => ({
  id: `price_int_${name}_${run}`,
  mode,
  created: NOW_S - 86_400,
});
const FOUNDATIONS = priceSpec('foundations', 'subscription');
const PRO = priceSpec('pro', 'subscription');
const PASS = priceSpec('pass', 'payment');
const GRACE = 3 * DAY_MS;

/** What "Stripe" holds: the objects the builders said the app may ask for. */
const store = createStore();
let stripeApi: Server;
let stripeCalls: string[] = [];
let config: { secretKey: string; webhookSecret: string; apiUrl: string; graceDays: number };
let stripe: ReturnType<typeof createStripeClient>;

beforeAll(async () => {
  stripeApi = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    stripeCalls.push(`${method} ${url.pathname}`);
    const { status, body } =
      request.headers.authorization === `Bearer ${SECRET_KEY}`
        ? answerApiRequest(store, method, url.pathname, url.searchParams)
        : { status: 401, body: { error: { type: 'invalid_request_error' } } };
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
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
  await plans.doc(FOUNDATIONS.id).set({
    name: 'Foundations',
    mode: 'subscription',
    courses: ['course-market-basics', 'course-forex-essentials'],
  });
  await plans
    .doc(PRO.id)
    .set({ name: 'Pro', mode: 'subscription', courses: ['course-gold-playbook'] });
  await plans
    .doc(PASS.id)
    .set({ name: 'Pass', mode: 'payment', termDays: 30, courses: ['course-candlesticks'] });
});

afterAll(async () => {
  await new Promise((resolve) => stripeApi.close(resolve));
});

beforeEach(() => {
  stripeCalls = [];
});

// ---------------------------------------------------------------------------------------
// Stripe's side: what happens there (the builders), and its events delivered to the app

const email = (label: string) => `pay-${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Something happens at Stripe: its objects are there from now on; its events, by type. */
function atStripe(simulation: Simulation) {
  putObjects(store, simulation.objects);
  const eventOf = (type: SimulatedEventType): SimulatedEvent => {
    const found = simulation.events.find((e) => e.type === type);
    if (!found) throw new Error(`the simulation sends no ${type}`);
    return found;
  };
  return { subscription: simulation.subscription, eventOf };
}

/** A Payment Link checkout of a monthly plan: the new subscription, and the completed session. */
function purchased(customer: string, plan = FOUNDATIONS) {
  const { subscription, eventOf } = atStripe(purchase({ email: customer, price: plan, at: NOW_S }));
  if (!subscription) throw new Error(`${plan.id} is not a subscription`);
  return { subscription, event: eventOf('checkout.session.completed') };
}
/** Where the subscription of a purchase (at NOW_S) has its period end. */
const PERIOD_END = NOW_S + PERIOD_SECONDS;

/** An event of a type the app does not use, in the envelope every built event has. */
function customerCreated() {
  const { event } = purchased(email('customer'));
  const customer = { id: `cus_${randomUUID().slice(0, 8)}`, object: 'customer' as const };
  return { ...event, type: 'customer.created' as const, data: { object: customer } };
}

async function deliver(
  e: { id: string } | string,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const payload = typeof e === 'string' ? e : JSON.stringify(e);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return handleStripeWebhook(Buffer.from(payload), signature, { config, stripe });
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
    const { subscription, event: e } = purchased(address.toUpperCase());

    const answer = await deliver(e);

    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(stripeCalls).toEqual([`GET /v1/subscriptions/${subscription.id}`]);
    const user = await adminAuth().getUserByEmail(address);
    expect(user.customClaims).toEqual({ member: true });
    expect(user.providerData).toEqual([]);
    expect(await resetEmails(address)).toBe(1);
    const member = await record(address);
    expect(member.courseIds).toEqual(['course-market-basics', 'course-forex-essentials']);
    expect(member.grants[`sub:${subscription.id}`]).toEqual({
      courses: ['course-market-basics', 'course-forex-essentials'],
      // When the grant began: drip-released classes count from it.
      since: expect.any(Number),
      source: `plan:${FOUNDATIONS.id}`,
      accessUntil: PERIOD_END * 1000 + GRACE,
    });
    expect(await subscriptionDoc(subscription.id)).toMatchObject({
      email: address,
      price: FOUNDATIONS.id,
      status: 'active',
      currentPeriodEnd: PERIOD_END * 1000,
      cancelAtPeriodEnd: false,
      lastEventCreated: NOW_S * 1000,
    });
    expect((await paymentEvent(e.id)).data()).toMatchObject({
      type: 'checkout.session.completed',
      outcome: 'applied',
      email: address,
    });
    // The audit log keeps the grant as the event made it; when it began is the record's.
    const { since, ...granted } = member.grants[`sub:${subscription.id}`]!;
    expect(since).toBeGreaterThan(0);
    expect(await auditOf(address)).toEqual([
      expect.objectContaining({
        actor: 'stripe',
        action: 'purchase',
        source: e.id,
        grant: `sub:${subscription.id}`,
        before: null,
        after: granted,
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
    const { event: e } = purchased(address);

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
    const e = atStripe(purchase({ email: address, price: PASS, at: NOW_S })).eventOf(
      'checkout.session.completed',
    );
    const session = e.data.object.id;

    expect((await deliver(e)).body).toEqual({ received: true, outcome: 'applied' });

    expect(stripeCalls).toEqual([`GET /v1/checkout/sessions/${session}/line_items`]);
    const member = await record(address);
    expect(member.grants[`pass:${session}`]).toEqual({
      courses: ['course-candlesticks'],
      // When the grant began: drip-released classes count from it.
      since: expect.any(Number),
      source: 'pass',
      accessUntil: NOW_S * 1000 + 30 * DAY_MS,
    });
    expect((await record(address, NOW_S * 1000 + 30 * DAY_MS)).courseIds).toEqual([]);
    expect(await resetEmails(address)).toBe(1);
  });

  it('an unknown price is recorded as unmatched, grants nothing and answers 200', async () => {
    const address = email('unknown');
    const { event: e } = purchased(address, priceSpec('nobody_sells', 'subscription'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const answer = await deliver(e);

    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'unmatched' } });
    expect((await paymentEvent(e.id)).data()).toMatchObject({
      outcome: 'unmatched',
      unmatched: [`price_int_nobody_sells_${run}`],
    });
    expect((await record(address)).courseIds).toEqual([]);
    expect(await resetEmails(address)).toBe(0);
    // A purchase that grants nothing makes no account.
    await expect(adminAuth().getUserByEmail(address)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    expect(warn.mock.calls.map(String).join('\n')).toContain(e.id);
    warn.mockRestore();
  });

  /** A subscription bought before its price had a plan, the plan added, and its renewal. */
  async function renewedAfterPlanAdded(label: string) {
    const address = email(label);
    const later = priceSpec(`${label.replace(/-/g, '_')}_${run}`, 'subscription');
    const { subscription, event: bought } = purchased(address, later);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await deliver(bought)).body.outcome).toBe('unmatched');
    warn.mockRestore();
    await adminDb()
      .doc(`plans/${later.id}`)
      .set({ name: 'Later', mode: 'subscription', courses: ['course-gold-playbook'] });
    return { address, renewal: atStripe(renew({ subscription, email: address, at: NOW_S + 5 })) };
  }

  it('a plan added after its purchase: the next renewal grants it, makes the account and sends the e-mail', async () => {
    const { address, renewal } = await renewedAfterPlanAdded('plan-later');
    expect((await deliver(renewal.eventOf('invoice.paid'))).body.outcome).toBe('applied');

    expect((await record(address)).courseIds).toEqual(['course-gold-playbook']);
    expect((await adminAuth().getUserByEmail(address)).customClaims).toEqual({ member: true });
    expect(await resetEmails(address)).toBe(1);
    // Its next renewal finds the grant: no second e-mail.
    const next = atStripe(
      renew({ subscription: renewal.subscription!, email: address, at: NOW_S + 6 }),
    );
    await deliver(next.eventOf('invoice.paid'));
    expect(await resetEmails(address)).toBe(1);
  });

  it("a renewal that grants when the account cannot be made: 503, and Stripe's next delivery makes it", async () => {
    const { address, renewal } = await renewedAfterPlanAdded('late-account');
    const paid = renewal.eventOf('invoice.paid');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const createUser = jest
      .spyOn(adminAuth(), 'createUser')
      .mockRejectedValueOnce(new Error('Auth unavailable'));
    expect((await deliver(paid)).status).toBe(503);
    createUser.mockRestore();
    errors.mockRestore();
    // The grant was applied with the event; the account is what is missing.
    expect((await record(address)).courseIds).toEqual(['course-gold-playbook']);
    await expect(adminAuth().getUserByEmail(address)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });

    expect((await deliver(paid)).body.outcome).toBe('duplicate');
    expect((await adminAuth().getUserByEmail(address)).customClaims).toEqual({ member: true });
    expect(await resetEmails(address)).toBe(1);
    // Done: a further delivery sends nothing more.
    expect((await deliver(paid)).body.outcome).toBe('duplicate');
    expect(await resetEmails(address)).toBe(1);
  });

  it('a pass of a price without a plan leaves an account made outside the app as it was', async () => {
    const address = email('unknown-pass');
    // Someone signed up with Firebase itself: a purchase that grants nothing does not take
    // the account over (no new password, no sessions ended, no e-mail).
    const own = await adminAuth().createUser({ email: address, password: 'Own-Password-1' });
    const e = atStripe(
      purchase({ email: address, price: priceSpec('nobody_sells_pass', 'payment'), at: NOW_S }),
    ).eventOf('checkout.session.completed');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect((await deliver(e)).body).toEqual({ received: true, outcome: 'unmatched' });
    warn.mockRestore();

    const after = await adminAuth().getUser(own.uid);
    expect(after.customClaims ?? {}).toEqual({});
    expect(after.tokensValidAfterTime).toBe(own.tokensValidAfterTime);
    const signIn = { email: address, password: 'Own-Password-1' };
    expect((await identityToolkit('signInWithPassword', signIn)).ok).toBe(true);
    expect(await resetEmails(address)).toBe(0);
    expect((await adminDb().doc(`users/${address}`).get()).get('uid')).toBeUndefined();
  });

  it('an event without a valid e-mail is a 400 and writes nothing', async () => {
    const { subscription, event: e } = purchased('not-an-email');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const answer = await deliver(e);

    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('the checkout session has no valid customer e-mail');
    expect((await paymentEvent(e.id)).exists).toBe(false);
    expect(await subscriptionDoc(subscription.id)).toBeUndefined();
    const lines = warn.mock.calls.map(String);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(e.id);
    warn.mockRestore();
  });
});

describe('the rest of a subscription', () => {
  it('invoice.paid renews access to the new period end plus grace, without asking Stripe', async () => {
    const address = email('renew');
    const { subscription, event: bought } = purchased(address);
    await deliver(bought);
    stripeCalls = [];

    const renewal = atStripe(renew({ subscription, email: address, at: NOW_S + 5 }));
    expect((await deliver(renewal.eventOf('invoice.paid'))).body.outcome).toBe('applied');

    expect(stripeCalls).toEqual([]);
    expect((await record(address)).grants[`sub:${subscription.id}`]?.accessUntil).toBe(
      (PERIOD_END + PERIOD_SECONDS) * 1000 + GRACE,
    );
  });

  it('a plan change makes the courses follow; cancel at period end keeps them to the end', async () => {
    const address = email('change');
    const { subscription, event: bought } = purchased(address);
    await deliver(bought);

    const changed = atStripe(changePlan({ subscription, at: NOW_S + 10, price: PRO }));
    await deliver(changed.eventOf('customer.subscription.updated'));
    expect((await record(address)).courseIds).toEqual(['course-gold-playbook']);

    const canceling = atStripe(
      cancel({ subscription: changed.subscription!, at: NOW_S + 20, atPeriodEnd: true }),
    );
    await deliver(canceling.eventOf('customer.subscription.updated'));
    expect(await subscriptionDoc(subscription.id)).toMatchObject({ cancelAtPeriodEnd: true });
    const member = await record(address);
    expect(member.courseIds).toEqual(['course-gold-playbook']);
    expect(member.grants[`sub:${subscription.id}`]?.accessUntil).toBe(PERIOD_END * 1000);
  });

  it("a plan change invoiced at once keeps the new plan, whatever the old price's credit line", async () => {
    const address = email('proration');
    const { subscription, event: bought } = purchased(address);
    await deliver(bought);
    const changed = atStripe(changePlan({ subscription, at: NOW_S + 10, price: PRO }));
    await deliver(changed.eventOf('customer.subscription.updated'));
    const after = changed.subscription!;
    // Stripe's invoice for the change: the old price's unused time credited first, then
    // the subscription item's line for the new price.
    const invoiceId = randomId('in');
    const paid = invoice({
      id: invoiceId,
      subscription: after,
      email: address,
      at: NOW_S + 11,
      paid: true,
      billingReason: 'subscription_update',
      periodStart: NOW_S + 10,
      periodEnd: NOW_S + 10,
      newId: randomId,
      lines: [
        invoiceLine({
          id: randomId('il'),
          invoice: invoiceId,
          subscription: after,
          price: price(FOUNDATIONS),
          proration: { amount: -6_600, start: NOW_S + 10, end: PERIOD_END },
        }),
        invoiceLine({ id: randomId('il'), invoice: invoiceId, subscription: after }),
      ],
    });
    const e = stripeEvent('invoice.paid', paid, NOW_S + 11, randomId);
    expect((await deliver(e)).body.outcome).toBe('applied');

    const member = await record(address);
    expect(member.courseIds).toEqual(['course-gold-playbook']);
    expect(member.grants[`sub:${subscription.id}`]).toMatchObject({
      source: `plan:${PRO.id}`,
      accessUntil: PERIOD_END * 1000 + GRACE,
    });
  });

  it('deletion withdraws the plan but keeps a course a manual grant also gives', async () => {
    const address = email('overlap');
    const { subscription, event: bought } = purchased(address);
    await deliver(bought);
    await adminDb()
      .doc(`users/${address}`)
      .set({ courses: ['course-market-basics'] }, { merge: true });
    expect((await record(address)).courseIds).toEqual([
      'course-market-basics',
      'course-forex-essentials',
    ]);

    const deleted = atStripe(cancel({ subscription, at: NOW_S + 1 }));
    expect((await deliver(deleted.eventOf('customer.subscription.deleted'))).body.outcome).toBe(
      'applied',
    );

    expect((await record(address, (NOW_S + 1) * 1000)).courseIds).toEqual(['course-market-basics']);
    expect(await subscriptionDoc(subscription.id)).toMatchObject({ status: 'canceled' });
  });

  it('a failed payment is past due: access until the paid period end plus grace', async () => {
    const address = email('failed');
    const { subscription, event: bought } = purchased(address);
    await deliver(bought);

    const failed = atStripe(fail({ subscription, email: address, at: NOW_S + 30 }));
    await deliver(failed.eventOf('invoice.payment_failed'));

    expect(await subscriptionDoc(subscription.id)).toMatchObject({ status: 'past_due' });
    const grant = (await record(address)).grants[`sub:${subscription.id}`];
    expect(grant?.accessUntil).toBe(PERIOD_END * 1000 + GRACE);
  });

  it('other event types are answered 200 and recorded nowhere', async () => {
    const e = customerCreated();
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
    const { event: e } = purchased(address);
    expect((await deliver(e)).body.outcome).toBe('applied');
    const applied = (await adminDb().doc(`users/${address}`).get()).data();
    // Accepted, so Stripe stops retrying; the record stays as the first delivery left it.
    expect(await deliver(e)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect((await adminDb().doc(`users/${address}`).get()).data()).toEqual(applied);
    expect(await auditOf(address)).toHaveLength(1);
    expect(await resetEmails(address)).toBe(1);
  });

  it('deliveries of one event at the same moment apply it once', async () => {
    const address = email('burst');
    const { event: e } = purchased(address);
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(e)));
    const outcomes = answers.map((a) => a.body.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(5).fill('duplicate')]);
    expect(await auditOf(address)).toHaveLength(1);
    expect(await resetEmails(address)).toBe(1);
  });

  it('a deletion that arrives before its checkout ends with no access', async () => {
    const address = email('early-delete');
    const { subscription, event: bought } = purchased(address);
    // Stripe now answers with the subscription as it is: canceled.
    const deleted = atStripe(cancel({ subscription, at: NOW_S + 60 }));
    await deliver(deleted.eventOf('customer.subscription.deleted'));
    await deliver(bought);
    expect(await subscriptionDoc(subscription.id)).toMatchObject({ status: 'canceled' });
    expect((await record(address, (NOW_S + 60) * 1000)).courseIds).toEqual([]);
  });

  it('an older update arriving after a newer one does not undo it', async () => {
    const address = email('older');
    const { subscription, event: bought } = purchased(address);
    await deliver(bought);
    const older = atStripe(cancel({ subscription, at: NOW_S + 10, atPeriodEnd: true }));
    const newer = atStripe(changePlan({ subscription, at: NOW_S + 20, price: PRO }));
    await deliver(newer.eventOf('customer.subscription.updated'));
    await deliver(older.eventOf('customer.subscription.updated'));
    expect(await subscriptionDoc(subscription.id)).toMatchObject({
      price: PRO.id,
      cancelAtPeriodEnd: false,
      lastEventCreated: (NOW_S + 20) * 1000,
    });
    expect((await record(address)).courseIds).toEqual(['course-gold-playbook']);
  });
});

describe('refused deliveries write nothing', () => {
  const refused = async (
    e: Parameters<typeof deliver>[0],
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
    const { subscription, event: e } = purchased(address);
    const line = await refused(e, { secret: 'whsec_someone_else' }, 'Invalid signature');
    expect(line).toContain(e.id);
    expect((await paymentEvent(e.id)).exists).toBe(false);
    expect(await subscriptionDoc(subscription.id)).toBeUndefined();
    await expect(adminAuth().getUserByEmail(address)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('a timestamp outside the tolerance', async () => {
    const { event: e } = purchased(email('stale'));
    await refused(e, { timestamp: NOW_S - 3600 }, 'Invalid signature');
    expect((await paymentEvent(e.id)).exists).toBe(false);
  });

  it('a missing signature', async () => {
    const { event: e } = purchased(email('unsigned'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = Buffer.from(JSON.stringify(e));
    const answer = await handleStripeWebhook(raw, null, { config, stripe });
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
    const payload = JSON.stringify(customerCreated());
    expect(await post(payload, localSignature(payload))).toEqual({
      status: 200,
      body: { received: true, ignored: 'event type customer.created is not used' },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forged = await post(payload, localSignature(payload.replace('customer', 'Customer')));
    const zeros = await post(payload, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    warn.mockRestore();
    expect(forged).toEqual({ status: 400, body: { error: 'Invalid signature' } });
    expect(zeros).toEqual({ status: 400, body: { error: 'Invalid signature' } });
  });

  it('refuses a body over 1 MB without reading on, and writes nothing', async () => {
    const { event: e } = purchased(email('huge'));
    const payload = JSON.stringify({ ...e, padding: 'x'.repeat(1024 * 1024) });
    expect(await post(payload, localSignature(payload))).toEqual({
      status: 413,
      body: { error: 'Body too large' },
    });
    expect((await paymentEvent(e.id)).exists).toBe(false);
  });
});

describe('events of an endpoint on an API version the app does not read', () => {
  it('are answered 500 so Stripe retries, logged with what to change, and write nothing', async () => {
    const address = email('old-endpoint');
    const { subscription, event: bought } = purchased(address);
    const paid = atStripe(renew({ subscription, email: address, at: NOW_S + 5 })).eventOf(
      'invoice.paid',
    );
    // An endpoint on 2024-06-20 names the invoice's subscription at the top, without `parent`.
    const oldInvoice: Record<string, unknown> = {
      ...paid.data.object,
      subscription: subscription.id,
    };
    delete oldInvoice.parent;
    const renewal = { ...paid, data: { object: oldInvoice } };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [];
    for (const e of [bought, renewal])
      answers.push(await deliver(JSON.stringify({ ...e, api_version: '2024-06-20' })));
    const lines = errors.mock.calls.map(String);
    errors.mockRestore();

    expect(answers.map((a) => a.status)).toEqual([500, 500]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(renewal.id);
    expect(lines[1]).toContain(`create a webhook endpoint on API version ${Stripe.API_VERSION}`);
    expect((await paymentEvent(bought.id)).exists).toBe(false);
    expect((await paymentEvent(renewal.id)).exists).toBe(false);
    expect(await subscriptionDoc(subscription.id)).toBeUndefined();
    expect(stripeCalls).toEqual([]);
    await expect(adminAuth().getUserByEmail(address)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    // Redelivered from an endpoint on the right version, the purchase applies.
    expect((await deliver(bought)).body.outcome).toBe('applied');
  });
});

// ---------------------------------------------------------------------------------------
// Refunds and disputes: the charge a payment made, refunded or disputed at Stripe

/** The charge a simulation's payment made (a pass's checkout, or a subscription invoice's). */
function chargeOf(simulation: Simulation): ChargeObject {
  const made = simulation.objects.charges?.[0];
  if (!made) throw new Error('the simulation made no charge');
  return made;
}

/**
 * A pass bought through Checkout: its grant's key, the charge that paid it, the event. As a
 * guest (no Stripe customer: a Payment Link's default), unless Checkout always makes one.
 */
function boughtPass(address: string, customerCreation?: 'always') {
  const simulation = purchase({ email: address, price: PASS, at: NOW_S, customerCreation });
  const event = atStripe(simulation).eventOf('checkout.session.completed');
  return { key: `pass:${event.data.object.id}`, charge: chargeOf(simulation), event };
}

const refundOf = (charge: ChargeObject, at: number, amount?: number) =>
  atStripe(refund({ charge, at, amount })).eventOf('charge.refunded');

function disputeOf(charge: ChargeObject, at: number) {
  const opened = withDispute(openDispute({ charge, at }));
  return {
    created: opened.eventOf('charge.dispute.created'),
    closed: (status: 'won' | 'lost', closedAt: number) =>
      atStripe(closeDispute({ dispute: opened.dispute, status, at: closedAt })).eventOf(
        'charge.dispute.closed',
      ),
  };
}

function withDispute(simulation: Simulation) {
  const dispute = simulation.objects.disputes?.[0];
  if (!dispute) throw new Error('the simulation opened no dispute');
  return { ...atStripe(simulation), dispute };
}

const PASS_END = NOW_S * 1000 + 30 * DAY_MS;

describe('refunds and disputes of a pass', () => {
  it('a full refund ends the pass at the refund, with the reason, in the audit log; once', async () => {
    const address = email('refund');
    const bought = boughtPass(address);
    await deliver(bought.event);
    stripeCalls = [];
    const refunded = refundOf(bought.charge, NOW_S + 60);

    expect((await deliver(refunded)).body).toEqual({ received: true, outcome: 'applied' });
    // Stripe names no invoice for a pass's payment intent: no further call.
    expect(stripeCalls).toEqual(['GET /v1/invoice_payments']);
    expect((await deliver(refunded)).body.outcome).toBe('duplicate');

    const grant = (await record(address)).grants[bought.key];
    expect(grant).toEqual({
      courses: ['course-candlesticks'],
      // When the grant began: drip-released classes count from it.
      since: expect.any(Number),
      source: 'pass',
      accessUntil: (NOW_S + 60) * 1000,
      reason: 'refunded',
    });
    expect((await record(address, (NOW_S + 61) * 1000)).courseIds).toEqual([]);
    const audit = await auditOf(address);
    expect(audit.map((entry) => entry.action).sort()).toEqual(['pass', 'refund']);
    expect(audit.find((entry) => entry.action === 'refund')).toMatchObject({
      actor: 'stripe',
      source: refunded.id,
      grant: bought.key,
      after: { reason: 'refunded', accessUntil: (NOW_S + 60) * 1000 },
    });
    expect((await paymentEvent(refunded.id)).data()).toMatchObject({
      email: address,
      payment: bought.charge.payment_intent,
      action: 'refund',
      amount: bought.charge.amount,
      refunded: bought.charge.amount,
      currency: bought.charge.currency,
    });
  });

  it('a partial refund changes no access and is recorded for the operator', async () => {
    const address = email('partial');
    const bought = boughtPass(address);
    await deliver(bought.event);
    const partial = refundOf(bought.charge, NOW_S + 60, 2500);

    expect((await deliver(partial)).body.outcome).toBe('applied');

    expect((await record(address)).grants[bought.key]?.accessUntil).toBe(PASS_END);
    expect((await auditOf(address)).map((entry) => entry.action)).toEqual(['pass']);
    expect((await paymentEvent(partial.id)).data()).toMatchObject({
      email: address,
      action: 'partial refund',
      refunded: 2500,
    });
  });

  it('a dispute suspends the pass at once; won restores it', async () => {
    const address = email('dispute');
    const bought = boughtPass(address);
    await deliver(bought.event);
    const disputed = disputeOf(bought.charge, NOW_S + 100);

    await deliver(disputed.created);
    expect((await record(address)).grants[bought.key]).toMatchObject({
      accessUntil: (NOW_S + 100) * 1000,
      reason: 'disputed',
    });
    expect((await record(address, (NOW_S + 101) * 1000)).courseIds).toEqual([]);

    await deliver(disputed.closed('won', NOW_S + 9_000));
    expect((await record(address)).grants[bought.key]).toEqual({
      courses: ['course-candlesticks'],
      // When the grant began: drip-released classes count from it.
      since: expect.any(Number),
      source: 'pass',
      accessUntil: PASS_END,
    });
    expect((await auditOf(address)).map((entry) => entry.action).sort()).toEqual([
      'dispute',
      'dispute won',
      'pass',
    ]);
  });

  it('in any order: a lost close before its opening, and a refund before its checkout', async () => {
    const address = email('early-refund');
    const bought = boughtPass(address);
    const disputed = disputeOf(bought.charge, NOW_S + 100);
    await deliver(disputed.closed('lost', NOW_S + 9_000));
    await deliver(disputed.created);
    await deliver(refundOf(bought.charge, NOW_S + 50));
    await deliver(bought.event);

    expect((await record(address)).grants[bought.key]).toEqual({
      courses: ['course-candlesticks'],
      // When the grant began: drip-released classes count from it.
      since: expect.any(Number),
      source: 'pass',
      accessUntil: (NOW_S + 50) * 1000,
      reason: 'refunded',
    });
  });
});

describe('refunds and disputes of a subscription', () => {
  it('a full refund of the invoice that paid the current period ends access now; an older one changes nothing', async () => {
    const address = email('sub-refund');
    const bought = purchase({ email: address, price: FOUNDATIONS, at: NOW_S });
    const { subscription, eventOf } = atStripe(bought);
    if (!subscription) throw new Error('no subscription');
    await deliver(eventOf('checkout.session.completed'));
    const renewal = renew({ subscription, email: address, at: NOW_S + 5 });
    await deliver(atStripe(renewal).eventOf('invoice.paid'));
    const renewed = (await record(address)).grants[`sub:${subscription.id}`];
    expect(renewed?.accessUntil).toBe((PERIOD_END + PERIOD_SECONDS) * 1000 + GRACE);

    await deliver(refundOf(chargeOf(bought), NOW_S + 60));
    expect((await record(address)).grants[`sub:${subscription.id}`]).toEqual(renewed);

    stripeCalls = [];
    await deliver(refundOf(chargeOf(renewal), NOW_S + 90));
    expect(stripeCalls).toEqual([
      'GET /v1/invoice_payments',
      `GET /v1/invoices/${renewal.objects.invoices?.[0]?.id}`,
    ]);
    expect((await record(address)).grants[`sub:${subscription.id}`]).toMatchObject({
      accessUntil: (NOW_S + 90) * 1000,
      reason: 'refunded',
    });
    expect((await record(address, (NOW_S + 91) * 1000)).courseIds).toEqual([]);
  });

  it('a payment and its refund count against the plan the invoice paid, after a plan change too', async () => {
    const address = email('sub-revenue');
    const bought = purchase({ email: address, price: FOUNDATIONS, at: NOW_S });
    const { subscription, eventOf } = atStripe(bought);
    if (!subscription) throw new Error('no subscription');
    await deliver(eventOf('checkout.session.completed'));
    await deliver(
      atStripe(changePlan({ subscription, at: NOW_S + 10, price: PRO })).eventOf(
        'customer.subscription.updated',
      ),
    );
    // The first invoice's payment arrives after the change to Pro; then it is refunded in full.
    const paid = eventOf('invoice.paid');
    await deliver(paid);
    const refunded = refundOf(chargeOf(bought), NOW_S + 60);
    await deliver(refunded);

    const { amount, currency } = chargeOf(bought);
    const revenueOf = async (id: string) => (await paymentEvent(id)).get('revenue') as unknown;
    expect(await revenueOf(paid.id)).toEqual([{ plan: FOUNDATIONS.id, currency, amount }]);
    expect(await revenueOf(refunded.id)).toEqual([
      { plan: FOUNDATIONS.id, currency, amount: -amount },
    ]);
  });

  it('a dispute suspends the subscription; won restores what its state says', async () => {
    const address = email('sub-dispute');
    const { subscription, event: bought } = purchased(address);
    await deliver(bought);
    const renewal = renew({ subscription, email: address, at: NOW_S + 5 });
    await deliver(atStripe(renewal).eventOf('invoice.paid'));
    const before = (await record(address)).grants[`sub:${subscription.id}`];
    const disputed = disputeOf(chargeOf(renewal), NOW_S + 100);

    await deliver(disputed.created);
    expect((await record(address)).grants[`sub:${subscription.id}`]).toMatchObject({
      accessUntil: (NOW_S + 100) * 1000,
      reason: 'disputed',
    });

    await deliver(disputed.closed('won', NOW_S + 9_000));
    expect((await record(address)).grants[`sub:${subscription.id}`]).toEqual(before);
  });
});

describe('an operator’s decision outlives the later events of the same payment', () => {
  const FREE_DAYS = 5;
  const PAID_END = PERIOD_END * 1000 + GRACE;
  const NEXT_END = (PERIOD_END + PERIOD_SECONDS) * 1000 + GRACE;
  type Bought = { address: string; subscription: Stripe.Subscription; charge: ChargeObject };
  const renewalEvent = (s: Bought, type: SimulatedEventType) =>
    atStripe(renew({ subscription: s.subscription, email: s.address, at: NOW_S + 5 })).eventOf(
      type,
    );

  /** Each later event, and where the payments alone put the grant's end after it. */
  const LATER: Array<[name: string, events: (s: Bought) => SimulatedEvent[], paidEnd: number]> = [
    ['a partial refund', (s) => [refundOf(s.charge, NOW_S + 60, 2500)], PAID_END],
    ['a dispute', (s) => [disputeOf(s.charge, NOW_S + 100).created], (NOW_S + 100) * 1000],
    [
      'a dispute won',
      (s) => {
        const disputed = disputeOf(s.charge, NOW_S + 100);
        return [disputed.created, disputed.closed('won', NOW_S + 200)];
      },
      PAID_END,
    ],
    ['a subscription update', (s) => [renewalEvent(s, 'customer.subscription.updated')], NEXT_END],
    ['a renewal', (s) => [renewalEvent(s, 'invoice.paid')], NEXT_END],
    ['a full refund', (s) => [refundOf(s.charge, NOW_S + 60)], (NOW_S + 60) * 1000],
  ];

  /** Each decision, and the end it makes of the payments' end (`at`: when it was made). */
  const DECISIONS: Array<
    [
      name: string,
      decide: (address: string, key: string) => Promise<unknown>,
      end: (at: number, paidEnd: number) => number,
    ]
  > = [
    ['end-access', (address, key) => endAccessNow(address, key), (at, paid) => Math.min(at, paid)],
    [
      'free days',
      (address, key) => addFreeDays(address, key, FREE_DAYS),
      (at, paid) => Math.max(paid, at) + FREE_DAYS * DAY_MS,
    ],
  ];

  async function boughtAndDecided(decide: (address: string, key: string) => Promise<unknown>) {
    const address = email('decided');
    const simulation = purchase({ email: address, price: FOUNDATIONS, at: NOW_S });
    const { subscription, eventOf } = atStripe(simulation);
    if (!subscription) throw new Error('no subscription');
    await deliver(eventOf('checkout.session.completed'));
    const key = `sub:${subscription.id}`;
    await decide(address, key);
    const decided = (await adminDb().doc(`users/${address}`).get()).get('grants')[key];
    return { bought: { address, subscription, charge: chargeOf(simulation) }, key, decided };
  }

  describe.each(DECISIONS)('%s', (_, decide, end) => {
    it.each(LATER)('then %s: still decided', async (_later, events, paidEnd) => {
      const { bought, key, decided } = await boughtAndDecided(decide);
      const at = decided.decisions[0].at as number;
      expect(decided.accessUntil).toBe(end(at, PAID_END));

      for (const e of events(bought)) expect((await deliver(e)).status).toBe(200);

      const grant = (await record(bought.address)).grants[key];
      expect(grant?.accessUntil).toBe(end(at, paidEnd));
      expect(grant?.paid?.accessUntil).toBe(paidEnd);
    });
  });

  it('reopening gives back what the payments give, renewals included', async () => {
    const { bought, key } = await boughtAndDecided((address, k) => endAccessNow(address, k));
    await deliver(renewalEvent(bought, 'invoice.paid'));
    expect((await record(bought.address)).courseIds).toEqual([]);

    await reopenGrant(bought.address, key);

    const grant = (await record(bought.address)).grants[key];
    expect(grant).toEqual({
      courses: ['course-market-basics', 'course-forex-essentials'],
      since: expect.any(Number),
      source: `plan:${FOUNDATIONS.id}`,
      accessUntil: NEXT_END,
    });
    expect((await auditOf(bought.address)).map((entry) => entry.action).sort()).toEqual([
      'end-now',
      'purchase',
      'renewal',
      'reopen',
    ]);
  });

  it('a pass ended by an operator stays ended through a partial refund, a dispute and its win', async () => {
    const address = email('pass-ended');
    const bought = boughtPass(address);
    await deliver(bought.event);
    const ended = await endAccessNow(address, bought.key);
    const disputed = disputeOf(bought.charge, NOW_S + 100);
    for (const e of [
      refundOf(bought.charge, NOW_S + 60, 2500),
      disputed.created,
      disputed.closed('won', NOW_S + 200),
    ])
      await deliver(e);

    expect((await record(address)).grants[bought.key]?.accessUntil).toBe(ended.accessUntil);
    expect((await record(address)).courseIds).toEqual([]);
  });
});

describe('payments follow the member, not the e-mail in the event', () => {
  it('a moved subscriber’s renewal under the old address extends the new one and creates nothing at the old', async () => {
    const before = email('moved-from');
    const after = email('moved-to');
    const { subscription, event: bought } = purchased(before);
    await deliver(bought);
    await moveMember(before, after, byCli());

    // Stripe still has the customer's old e-mail: the renewal and its update carry it.
    const renewal = atStripe(renew({ subscription, email: before, at: NOW_S + 5 }));
    for (const type of ['invoice.paid', 'customer.subscription.updated'] as const)
      expect((await deliver(renewal.eventOf(type))).body.outcome).toBe('applied');

    expect((await record(after)).grants[`sub:${subscription.id}`]?.accessUntil).toBe(
      (PERIOD_END + PERIOD_SECONDS) * 1000 + GRACE,
    );
    expect((await adminDb().doc(`users/${before}`).get()).exists).toBe(false);
    expect(await subscriptionDoc(subscription.id)).toMatchObject({ email: after });
  });

  it('a refund of a pass bought before the move ends the pass at the new address only', async () => {
    const before = email('pass-moved-from');
    const after = email('pass-moved-to');
    const bought = boughtPass(before);
    await deliver(bought.event);
    await moveMember(before, after, byCli());

    // The charge Stripe refunds still names the customer's old e-mail.
    expect(bought.charge.receipt_email).toBe(before);
    expect((await deliver(refundOf(bought.charge, NOW_S + 60))).body.outcome).toBe('applied');

    expect((await record(after)).grants[bought.key]).toMatchObject({
      accessUntil: (NOW_S + 60) * 1000,
      reason: 'refunded',
    });
    expect((await adminDb().doc(`users/${before}`).get()).exists).toBe(false);
    expect(await auditOf(before)).not.toContainEqual(expect.objectContaining({ action: 'refund' }));
  });

  it('a new checkout by the same Stripe customer after the move goes to the new address', async () => {
    const before = email('customer-moved-from');
    const after = email('customer-moved-to');
    // Passes bought through a Checkout that makes their customer (a guest's names none).
    await deliver(boughtPass(before, 'always').event);
    await moveMember(before, after, byCli());

    // Stripe's customer keeps the old e-mail: a pass and a subscription bought again carry it.
    const pass = boughtPass(before, 'always');
    const { subscription, event: subscribed } = purchased(before);
    expect(pass.charge.receipt_email).toBe(before);
    for (const e of [pass.event, subscribed])
      expect((await deliver(e)).body.outcome).toBe('applied');

    const moved = await record(after);
    expect(moved.grants[pass.key]).toMatchObject({ source: 'pass' });
    expect(moved.grants[`sub:${subscription.id}`]).toMatchObject({ source: expect.any(String) });
    expect(await subscriptionDoc(subscription.id)).toMatchObject({ email: after });
    expect((await adminDb().doc(`users/${before}`).get()).exists).toBe(false);
    // No account is made for the old address either.
    await expect(adminAuth().getUserByEmail(before)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('a returning buyer’s pass, bought as a guest (no Stripe customer), lands on their record by its e-mail', async () => {
    const address = email('returning');
    const { subscription, event: subscribed } = purchased(address);
    await deliver(subscribed);
    const { uid } = await adminAuth().getUserByEmail(address);
    await adminAuth().updateUser(uid, { password: 'Chosen-Password-1' });

    const pass = boughtPass(address.toUpperCase());
    expect(pass.event.data.object).toMatchObject({ customer: null });
    expect((await deliver(pass.event)).body.outcome).toBe('applied');

    const member = await record(address);
    expect(Object.keys(member.grants).sort()).toEqual([pass.key, `sub:${subscription.id}`].sort());
    expect(member.grants[pass.key]).toMatchObject({ source: 'pass', accessUntil: PASS_END });
    // The same account, not taken over: the password still signs in, no second e-mail.
    expect((await adminAuth().getUserByEmail(address)).uid).toBe(uid);
    const signIn = { email: address, password: 'Chosen-Password-1' };
    expect((await identityToolkit('signInWithPassword', signIn)).ok).toBe(true);
    expect(await resetEmails(address)).toBe(1);
    expect((await auditOf(address)).map((entry) => entry.action).sort()).toEqual([
      'pass',
      'purchase',
    ]);
  });

  it('a subscription bought while its member is being moved ends at the new address, whichever commits first', async () => {
    // The move and the checkout race; every interleaving must end the same way.
    for (let round = 0; round < 3; round++) {
      const before = email(`moving-from-${round}`);
      const after = email(`moving-to-${round}`);
      await deliver(boughtPass(before).event);
      const { subscription, event: subscribed } = purchased(before);
      const [, delivered] = await Promise.all([
        moveMember(before, after, byCli()),
        deliver(subscribed),
      ]);
      expect(delivered.body.outcome).toBe('applied');
      expect((await record(after)).grants[`sub:${subscription.id}`]).toMatchObject({
        source: expect.any(String),
      });
      expect(await subscriptionDoc(subscription.id)).toMatchObject({ email: after });
      expect((await adminDb().doc(`users/${before}`).get()).exists).toBe(false);
    }
  });
});
