import { HOSTED_ENV, withEnv } from '@/dev/test-run/jest-env';

// The publish webhook expires the content cache and, once it has answered, has this
// instance build the search indexes of the new content, so no member's search builds one.

const revalidateTag = jest.fn();
const refreshSearchIndexes = jest.fn(async () => ['en', 'ms', 'zh']);
const afterResponse: Array<() => unknown> = [];
jest.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => revalidateTag(...args),
  unstable_cache: (work: unknown) => work,
}));
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (work: () => unknown) => afterResponse.push(work),
}));
jest.mock('@/lib/search', () => ({ refreshSearchIndexes: () => refreshSearchIndexes() }));
jest.mock('@/lib/log', () => ({ log: jest.fn() }));

const post = (authorization?: string) => postRequest(authorization ? { authorization } : {});
const postRequest = (headers: Record<string, string>, body?: string) =>
  withEnv(HOSTED_ENV, async () => {
    const { POST } = await import('../revalidate/route');
    return POST(
      new Request('https://academy.example.com/api/revalidate', { method: 'POST', headers, body }),
    );
  });

beforeEach(() => {
  afterResponse.length = 0;
  revalidateTag.mockClear();
  refreshSearchIndexes.mockClear();
});

test('expires the content, then builds the search indexes after answering', async () => {
  const response = await post(`Bearer ${HOSTED_ENV.REVALIDATE_SECRET}`);
  expect(response.status).toBe(200);
  expect(revalidateTag).toHaveBeenCalledWith('contentful', { expire: 0 });
  // Not inside the request: the answer went out before any index was built.
  expect(refreshSearchIndexes).not.toHaveBeenCalled();
  expect(afterResponse).toHaveLength(1);
  await afterResponse[0]!();
  expect(refreshSearchIndexes).toHaveBeenCalledTimes(1);
});

test('a missing or wrong secret, in either header and whatever the body, expires and builds nothing', async () => {
  const huge = 'x'.repeat(5_000_000);
  for (const [headers, body] of [
    [{}, undefined],
    [{ authorization: 'Bearer not-the-secret-at-all' }, undefined],
    [{ 'x-revalidate-secret': 'wrong', 'content-type': 'application/json' }, huge],
  ] as const) {
    const response = await postRequest(headers, body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid or missing secret' });
  }
  expect(revalidateTag).not.toHaveBeenCalled();
  expect(afterResponse).toHaveLength(0);
  // The secret in its other header is taken too.
  const good = await postRequest({ 'x-revalidate-secret': HOSTED_ENV.REVALIDATE_SECRET! });
  expect(good.status).toBe(200);
});
