import { GET } from '../calendar/session/[sessionId]/route';

/**
 * "Add to calendar" opened in the member's browser: its refusals in their language, with
 * nothing of what broke.
 */
jest.mock('@/lib/auth', () => ({
  NOT_SIGNED_IN: 'not signed in',
  getCurrentSession: async () => ({
    member: { email: 'ann@example.com' },
    record: { courseIds: ['course-candles'] },
  }),
  getRequestLocale: async () => mockLocale.current,
}));
jest.mock('@/lib/live', () => ({
  loadLiveSessions: () => mockSessions(),
  localizedText: jest.fn(),
}));
jest.mock('@/lib/log', () => ({ log: jest.fn() }));

const mockLocale = { current: 'en' };
const mockSessions = jest.fn();

const open = (sessionId: string) =>
  GET(new Request(`http://localhost/api/calendar/session/${sessionId}`), {
    params: Promise.resolve({ sessionId }),
  });

it.each([
  ['en', 'The calendar file could not be made just now. Please try again later.'],
  ['ms', 'Fail kalendar tidak dapat dijana buat masa ini. Sila cuba lagi nanti.'],
  ['zh', '暂时无法生成日历文件，请稍后再试。'],
])('answers 503 in %s with what to do, not what broke', async (language, message) => {
  mockLocale.current = language;
  mockSessions.mockRejectedValue(new Error('firestore unavailable'));
  const response = await open('s1');
  expect(response.status).toBe(503);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: message });
  expect(text).not.toContain('firestore unavailable');
});

it.each([
  ['en', 'This live session was not found.'],
  ['ms', 'Sesi langsung ini tidak ditemui.'],
  ['zh', '找不到这堂直播课。'],
])(
  'answers 404 in %s alike for an unknown session and one of another audience',
  async (language, message) => {
    mockLocale.current = language;
    mockSessions.mockResolvedValue([{ id: 's2', courseIds: ['course-other'] }]);
    for (const id of ['s1', 's2']) {
      const response = await open(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: message });
    }
  },
);
