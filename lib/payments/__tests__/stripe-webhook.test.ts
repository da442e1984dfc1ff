import Stripe from 'stripe';
import { applyPassOnce, applySubscriptionEventOnce } from '../event-store';
import { handleStripeWebhook } from '../stripe-webhook';

// Nothing may be written or provisioned for an event the app cannot read; these edges
// are mocked only to see that they are never reached.
jest.mock('../event-store', () => ({
  applyPassOnce: jest.fn(),
  applySubscriptionEventOnce: jest.fn(),
}));
jest.mock('../../accounts', () => ({
  hasPassword: jest.fn(),
  provisionAccount: jest.fn(),
  sendSetPasswordEmail: jest.fn(),
}));

const config = {
  secretKey: 'sk_test_unit',
  webhookSecret: 'whsec_unit_secret',
  apiUrl: 'http://127.0.0.1:9',
  graceDays: 3,
};
const stripe = new Stripe(config.secretKey);

/** An invoice.paid as an endpoint on API version 2024-06-20 sends it: no `parent`. */
function oldRenewal(apiVersion: string | null) {
  return JSON.stringify({
    id: 'evt_old_version',
    object: 'event',
    api_version: apiVersion,
    created: 1_780_000_000,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'invoice.paid',
    data: {
      object: {
        id: 'in_old',
        object: 'invoice',
        subscription: 'sub_old',
        customer_email: 'member@example.com',
        lines: { object: 'list', data: [], has_more: false, url: '/v1/invoices/in_old/lines' },
      },
    },
  });
}

async function deliver(payload: string) {
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: config.webhookSecret,
  });
  return handleStripeWebhook(Buffer.from(payload), signature, { config, stripe });
}

describe('the event API version', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
    jest.clearAllMocks();
  });

  it('answers an older endpoint with an error Stripe retries, logs what to change and applies nothing', async () => {
    const answer = await deliver(oldRenewal('2024-06-20'));

    expect(answer.status).toBe(500);
    expect(answer.body.error).toMatch(/API version 2024-06-20 are not read here/);
    expect(applySubscriptionEventOnce).not.toHaveBeenCalled();
    expect(applyPassOnce).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(errors.mock.calls[0]![0])) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'error',
      event: 'evt_old_version',
      type: 'invoice.paid',
      apiVersion: '2024-06-20',
    });
    expect(line.change).toContain(`create a webhook endpoint on API version ${Stripe.API_VERSION}`);
    expect(JSON.stringify(line)).not.toContain(config.webhookSecret);
  });

  it('refuses an event that names no version the same way', async () => {
    expect((await deliver(oldRenewal(null))).status).toBe(500);
  });

  it('lets events of the pinned version through', async () => {
    const payload = JSON.stringify({
      ...JSON.parse(oldRenewal(Stripe.API_VERSION)),
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(await deliver(payload)).toEqual({
      status: 200,
      body: { received: true, ignored: 'event type customer.created is not used' },
    });
    expect(errors).not.toHaveBeenCalled();
  });
});
