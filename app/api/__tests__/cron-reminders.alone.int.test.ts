import { LOCAL_STACK } from '@/lib/env';
import { closeMailTransport } from '@/lib/mail';

/** The reminders job's route against the running stack: the secret first. */
jest.setTimeout(120_000);
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));
afterAll(() => closeMailTransport());

describe('POST /api/cron/reminders', () => {
  const post = async (authorization?: string) => {
    const { POST } = await import('../cron/reminders/route');
    return POST(
      new Request('http://localhost/api/cron/reminders', {
        method: 'POST',
        headers: authorization ? { authorization } : {},
      }),
    );
  };

  it('refuses a missing or wrong secret before doing anything', async () => {
    for (const header of [
      undefined,
      'Bearer wrong-secret-of-some-length',
      LOCAL_STACK.cronSecret,
    ]) {
      const response = await post(header);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid or missing secret' });
    }
  });

  it('runs with the secret and says what it did', async () => {
    const response = await post(`Bearer ${LOCAL_STACK.cronSecret}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      expect.objectContaining({ queued: expect.any(Number), unfinished: 0 }),
    );
  });
});
