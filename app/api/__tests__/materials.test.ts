import { setSessionCookie } from '@/dev/test-run/session-cookie';
import { NOT_SIGNED_IN } from '@/lib/auth';
import { GET } from '../materials/[assetId]/route';

/** A material without a session: refused before anything is looked up. */
jest.mock('next/headers', () => jest.requireActual('@/dev/test-run/session-cookie').nextHeaders);

const download = () =>
  GET(new Request('http://localhost/api/materials/material-candle-anatomy'), {
    params: Promise.resolve({ assetId: 'material-candle-anatomy' }),
  });

it.each([
  ['no session cookie', undefined],
  ['a cookie nobody signed', 'not-a-session-cookie'],
])('answers 401 to %s', async (_, cookie) => {
  setSessionCookie(cookie);
  const response = await download();
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: NOT_SIGNED_IN });
});
