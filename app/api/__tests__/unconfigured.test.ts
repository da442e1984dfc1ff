import { freshImport, HOSTED_ENV, withEnv } from '@/dev/test-run/jest-env';

// A hosted deployment may leave payments and the grants API unset (docs/deploying.md):
// their routes then answer 503 before reading anything, and say why in the log.

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_hosted', STRIPE_WEBHOOK_SECRET: 'whsec_hosted' };
const GRANTS = { GRANTS_API_TOKEN: 'a-grants-token-of-some-length' };

const postStripe = (env: Record<string, string>) =>
  withEnv(env, async () => {
    const { POST } = await freshImport(() => import('../payments/stripe/route'));
    return POST(
      new Request('https://academy.example.com/api/payments/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': 't=1,v1=00' },
        body: '{"id":"evt_1","type":"checkout.session.completed"}',
      }),
    );
  });

const postGrants = (env: Record<string, string>) =>
  withEnv(env, async () => {
    const { POST } = await freshImport(() => import('../grants/route'));
    return POST(
      new Request('https://academy.example.com/api/grants', {
        method: 'POST',
        headers: {
          authorization: 'Bearer a-guess-of-sufficient-length',
          'content-type': 'application/json',
        },
        body: '{"email":"ana@example.com","courses":["course-a"]}',
      }),
    );
  });

describe('routes of services a deployment has not configured', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('the Stripe webhook answers 503 without Stripe keys, and logs it', async () => {
    const response = await postStripe(HOSTED_ENV);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Payments are not configured' });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Stripe is not configured'));
  });

  it('the Stripe webhook checks the signature once configured (so the 503 above is the configuration)', async () => {
    const response = await postStripe({ ...HOSTED_ENV, ...STRIPE });
    expect(response.status).toBe(400);
  });

  it('the grants API answers 503 without its token', async () => {
    const response = await postGrants(HOSTED_ENV);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The grants API is not configured' });
  });

  it('the grants API checks the bearer token once configured', async () => {
    const response = await postGrants({ ...HOSTED_ENV, ...GRANTS });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid or missing bearer token' });
  });
});
