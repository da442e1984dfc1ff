import { askAction, listQuestionsAction, meTooAction, reportAction } from '../actions';

/**
 * Past the per-minute limit on every community action, a member reads that limit's words,
 * not the hourly cap on posting: me too, a report and a list are not posts.
 */
jest.mock('@/lib/auth', () => ({
  getCurrentSession: async () => ({
    member: { uid: 'uid-ann', email: 'ann@example.com' },
    operator: false,
    record: { courseIds: ['course-candles'] },
  }),
  getRequestLocale: async () => mockLocale.current,
}));
jest.mock('@/lib/rate-limit', () => ({
  RateLimiter: class {
    constructor(
      _rule: unknown,
      private readonly options: { name?: string },
    ) {}
    // Only the limit the test names is spent; the others let the action pass.
    allow = async () => this.options.name !== mockSpent.current;
  },
}));
jest.mock('@/lib/grants', () => ({ loadMemberCourses: async () => [] }));
jest.mock('@/lib/log', () => ({ log: jest.fn() }));

const mockLocale = { current: 'en' };
const mockSpent = { current: 'community-actions' };
const threadId = 'a'.repeat(20);

it.each([
  ['en', 'Too many requests. Please wait a minute and try again.'],
  ['ms', 'Terlalu banyak permintaan. Sila tunggu seminit dan cuba lagi.'],
  ['zh', '操作太频繁，请一分钟后再试。'],
])('tells in %s to wait a minute', async (language, error) => {
  mockLocale.current = language;
  mockSpent.current = 'community-actions';
  const refused = { ok: false, error };
  expect(await meTooAction({ threadId })).toEqual(refused);
  expect(await reportAction({ threadId, answerId: null, reason: 'spam' })).toEqual(refused);
  expect(
    await listQuestionsAction({ courseId: 'c1', classId: 'k1', order: 'newest', after: null }),
  ).toEqual(refused);
});

it('still tells a member past the hourly cap on posting of that cap', async () => {
  mockLocale.current = 'en';
  mockSpent.current = 'community-posts';
  const question = { courseId: 'c1', classId: 'k1', seconds: null, body: 'Why the retest?' };
  expect(await askAction(question)).toEqual({
    ok: false,
    error: 'You can post at most 10 times an hour. Please try again later.',
  });
});
