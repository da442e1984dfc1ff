import { GET } from '../journal/export/route';

/** The journal's export when Firestore fails: the member's language, no stack. */
jest.mock('@/lib/auth', () => ({
  NOT_SIGNED_IN: 'not signed in',
  getCurrentSession: async () => ({ member: { uid: 'u-ann', email: 'ann@example.com' } }),
  getRequestLocale: async () => mockLocale.current,
}));
jest.mock('@/lib/journal', () => ({
  fetchAllTrades: async () => {
    throw new Error('firestore unavailable');
  },
  tradesCsv: () => '',
}));
jest.mock('@/lib/members', () => ({ contentDisposition: () => 'attachment' }));
jest.mock('@/lib/log', () => ({ log: jest.fn() }));

const mockLocale = { current: 'en' };

it.each([
  ['en', 'The journal could not be exported. Please try again.'],
  ['ms', 'Jurnal tidak dapat dieksport. Sila cuba lagi.'],
  ['zh', '无法导出交易日志，请重试。'],
])('answers 503 in %s with what to do, not what broke', async (language, message) => {
  mockLocale.current = language;
  const response = await GET();
  expect(response.status).toBe(503);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: message });
  expect(text).not.toContain('firestore unavailable');
});
