import { LOCAL_STACK } from '@/lib/env';
import { closeMailTransport } from '@/lib/mail';

/** The coaches' daily digest route against the running stack: the secret first. */
jest.setTimeout(120_000);
// The digest reads the catalog (drip release) through unstable_cache, which needs Next's server.
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));
afterAll(() => closeMailTransport());

const post = async (authorization?: string) => {
  const { POST } = await import('../cron/community/route');
  return POST(
    new Request('http://localhost/api/cron/community', {
      method: 'POST',
      headers: authorization ? { authorization } : {},
    }),
  );
};

it('refuses a missing or wrong secret before reading anything', async () => {
  for (const header of [undefined, 'Bearer wrong-secret-of-some-length', LOCAL_STACK.cronSecret]) {
    const response = await post(header);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid or missing secret' });
  }
});

it('runs with the secret and says how many coaches it looked at and mailed', async () => {
  const response = await post(`Bearer ${LOCAL_STACK.cronSecret}`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    coaches: expect.any(Number),
    queued: expect.any(Number),
  });
});
