import { LOCAL_STACK } from '@/lib/env';
import { closeMailTransport } from '@/lib/mail';
import { POST } from '../cron/mail/route';

/** The outbox's retry route against the running stack: the bearer secret first. */
afterAll(() => closeMailTransport());

const run = (headers: Record<string, string>) =>
  POST(new Request('http://localhost/api/cron/mail', { method: 'POST', headers }));

it('refuses a missing or wrong bearer secret, and runs the outbox with the right one', async () => {
  const refusals: Array<Record<string, string>> = [
    {},
    { authorization: 'Bearer wrong-secret-of-some-length' },
  ];
  for (const headers of refusals) {
    const refused = await run(headers);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Invalid or missing bearer secret' });
  }
  const ran = await run({ authorization: `Bearer ${LOCAL_STACK.cronSecret}` });
  expect(ran.status).toBe(200);
  expect(Object.keys(await ran.json()).sort()).toEqual([
    'dropped',
    'failed',
    'sent',
    'skipped',
    'waiting',
  ]);
});
