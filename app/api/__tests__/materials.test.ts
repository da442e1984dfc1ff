import { setSessionCookie } from '@/dev/test-run/session-cookie';
import { getCurrentSession } from '@/lib/auth';
import { loadMemberCourses } from '@/lib/grants';
import { GET } from '../materials/[assetId]/route';

/**
 * A material without a session: refused before anything is looked up. With one, its
 * refusals in the member's language, with nothing of what broke.
 */
jest.mock('next/headers', () => jest.requireActual('@/dev/test-run/session-cookie').nextHeaders);
jest.mock('@/lib/auth', () => {
  const actual = jest.requireActual('@/lib/auth');
  return {
    ...actual,
    getCurrentSession: jest.fn(actual.getCurrentSession),
    getRequestLocale: async () => mockLocale.current,
  };
});
jest.mock('@/lib/grants', () => ({
  ...jest.requireActual('@/lib/grants'),
  loadMemberCourses: jest.fn(),
}));
jest.mock('@/lib/log', () => ({ log: jest.fn() }));

const mockLocale = { current: 'en' };
const record = { courseIds: ['course-candles'] };
const signedIn = () =>
  jest.mocked(getCurrentSession).mockResolvedValueOnce({
    member: { uid: 'u1', email: 'ann@example.com' },
    record,
  } as unknown as Awaited<ReturnType<typeof getCurrentSession>>);

const download = () =>
  GET(new Request('http://localhost/api/materials/material-candle-anatomy'), {
    params: Promise.resolve({ assetId: 'material-candle-anatomy' }),
  });

it.each([
  ['no session cookie', undefined],
  ['a cookie nobody signed', 'not-a-session-cookie'],
])('answers 401 to %s, saying to log in again', async (_, cookie) => {
  setSessionCookie(cookie);
  const response = await download();
  expect(response.status).toBe(401);
  // What to do, in the visitor's language: English without a cookie that says otherwise.
  expect(await response.json()).toEqual({ error: 'Please log in again.' });
});

it.each([
  ['en', 'This material cannot be downloaded just now. Please try again later.'],
  ['ms', 'Bahan ini tidak dapat dimuat turun buat masa ini. Sila cuba lagi nanti.'],
  ['zh', '暂时无法下载此资料，请稍后再试。'],
])('answers 502 in %s with what to do, not what broke', async (language, message) => {
  mockLocale.current = language;
  signedIn();
  jest.mocked(loadMemberCourses).mockRejectedValueOnce(new Error('contentful unavailable'));
  const response = await download();
  expect(response.status).toBe(502);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: message });
  expect(text).not.toContain('contentful unavailable');
});

it.each([
  ['en', 'This material was not found.'],
  ['ms', 'Bahan ini tidak ditemui.'],
  ['zh', '找不到此资料。'],
])('answers 404 in %s for a material not in the member’s courses', async (language, message) => {
  mockLocale.current = language;
  signedIn();
  jest.mocked(loadMemberCourses).mockResolvedValueOnce([]);
  const response = await download();
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: message });
  // The courses in the member's language, as the class page listed its materials.
  expect(loadMemberCourses).toHaveBeenLastCalledWith(record, expect.any(Number), language);
});
