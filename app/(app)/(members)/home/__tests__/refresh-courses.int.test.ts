import { randomUUID } from 'node:crypto';
import { updateTag } from 'next/cache';
import { signInAs } from '@/dev/test-run/signed-in';
import { addMember } from '@/lib/accounts';
import { CONTENT_TAG } from '@/lib/content';
import { refreshCourses } from '../actions';

/**
 * Against the stack: the course list's refresh button drops the shared catalog only once it
 * is older than the interval (15 s), and a member who keeps pressing is told to wait. Next's
 * cache is not in this process, so every read here is fresh from Contentful: the catalog's
 * age is set on what the read answers instead of waited for. The session check and the
 * press limit (Redis) are real. e2e/contentful.faults.spec.ts checks, in the browser, that
 * presses inside the interval re-read the shared cache and not Contentful.
 */
jest.setTimeout(60_000);
jest.mock('next/cache', () => ({
  updateTag: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: (work: unknown) => work,
}));

let catalogAgeMs = 0;
jest.mock('@/lib/content', () => {
  const actual = jest.requireActual('@/lib/content');
  return {
    ...actual,
    loadCatalog: async () => ({
      ...(await actual.loadCatalog()),
      fetchedAt: Date.now() - catalogAgeMs,
    }),
  };
});

jest.mock('@/lib/auth', () => jest.requireActual('@/dev/test-run/signed-in').authSignedIn());

async function signInNewMember() {
  const email = `refresher-${randomUUID().slice(0, 8)}@example.com`;
  const { uid } = await addMember(email, { password: 'Secret-123', courses: [] });
  signInAs({ email, uid });
}

beforeEach(() => jest.mocked(updateTag).mockClear());

test('a press drops the catalog only when it is older than 15 s', async () => {
  await signInNewMember();
  catalogAgeMs = 14_000;
  expect(await refreshCourses()).toEqual({ ok: true, data: null });
  expect(updateTag).not.toHaveBeenCalled();

  catalogAgeMs = 15_001;
  expect(await refreshCourses()).toEqual({ ok: true, data: null });
  expect(updateTag).toHaveBeenCalledTimes(1);
  expect(updateTag).toHaveBeenCalledWith(CONTENT_TAG);
});

test('the sixth press within a minute is told to wait, and drops nothing', async () => {
  await signInNewMember();
  catalogAgeMs = 0;
  for (let press = 1; press <= 5; press++) {
    expect(await refreshCourses()).toEqual({ ok: true, data: null });
  }
  // Old enough to be dropped, were the press allowed.
  catalogAgeMs = 60_000;
  expect(await refreshCourses()).toEqual({
    ok: false,
    error: 'Too many refreshes; try again in a minute',
  });
  expect(updateTag).not.toHaveBeenCalled();
});

test('without a session nothing is dropped', async () => {
  signInAs(null);
  catalogAgeMs = 60_000;
  expect(await refreshCourses()).toMatchObject({ ok: false });
  expect(updateTag).not.toHaveBeenCalled();
});
