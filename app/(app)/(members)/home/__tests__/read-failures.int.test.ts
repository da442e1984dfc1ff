/**
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "require", "default"]}
 */
import { randomUUID } from 'node:crypto';
import { DocumentReference, Query } from 'firebase-admin/firestore';
import { createElement } from 'react';
import { renderServerPayload } from '@/dev/test-run/server-render';
import JournalPage from '../journal/page';
import SettingsPage from '../settings/page';

/**
 * Against the stack's Firestore, rendered as Next renders a page (React's server renderer):
 * when a read of the journal or the mail choices fails, the page says so in the member's
 * language, as /home/notes does, instead of failing whole (Next's English error page).
 */
jest.setTimeout(60_000);

const mockLocale = { current: 'en' };
const email = `read-failures-${randomUUID().slice(0, 8)}@example.com`;
jest.mock('@/lib/auth', () => ({
  ...jest.requireActual('@/lib/auth'),
  requireSession: async () => ({ member: { uid: 'u1', email }, operator: false, record: {} }),
  getRequestLocale: async () => mockLocale.current,
  getRequestTimeZone: async () => 'Asia/Kuala_Lumpur',
}));
// The header is the same on every members' page, and tested with it.
jest.mock('../members-header', () => ({
  membersHeaderOf: async () => ({ locale: mockLocale.current }),
}));
jest.mock('@/components/members/header', () => ({ MembersHeader: () => null }));
// The pages' client components: a test imports them as plain modules, not references.
jest.mock('@/components/i18n/language-switcher', () => ({ LanguageSwitcher: () => null }));
jest.mock('@/components/members/member-link', () => ({ MemberLink: () => null }));
jest.mock('@/components/i18n/client-messages', () => ({ ClientMessages: () => null }));
jest.mock('@/components/members/mail-settings-form', () => ({ MailSettingsForm: () => null }));
jest.mock('@/components/journal/trade-form', () => ({ TradeForm: () => null }));
jest.mock('@/components/journal/trade-list', () => ({ TradeList: () => null }));
jest.mock('@/lib/log', () => ({ log: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
  notFound: () => {
    throw new Error('not found');
  },
}));
jest.mock('next/cache', () => ({
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: (work: unknown) => work,
}));
jest.mock('next/server', () => ({ after: jest.fn() }));

const outage = () => Promise.reject(new Error('firestore unavailable'));

afterEach(() => jest.restoreAllMocks());

it.each([
  ['en', 'Your journal could not be loaded. Please try again in a moment.'],
  ['ms', 'Jurnal anda tidak dapat dimuatkan. Sila cuba sebentar lagi.'],
  ['zh', '无法加载您的交易日志，请稍后再试。'],
])('the journal says in %s that its trades could not be read', async (language, message) => {
  mockLocale.current = language;
  // Firestore down: the trades' query and the totals' read both fail.
  jest.spyOn(Query.prototype, 'get').mockImplementation(outage);
  jest.spyOn(DocumentReference.prototype, 'get').mockImplementation(outage);
  const page = await renderServerPayload(
    createElement(JournalPage, {
      params: Promise.resolve({}),
      searchParams: Promise.resolve({}),
    } as never),
  );
  expect(page.errors).toEqual([]);
  expect(page.payload).toContain(message);
  expect(page.payload).not.toContain('firestore unavailable');
});

it.each([
  ['en', 'Your e-mail settings could not be loaded. Please try again in a moment.'],
  ['ms', 'Tetapan e-mel anda tidak dapat dimuatkan. Sila cuba sebentar lagi.'],
  ['zh', '无法加载您的电邮设置，请稍后再试。'],
])('the settings say in %s that the mail choices could not be read', async (language, message) => {
  mockLocale.current = language;
  jest.spyOn(DocumentReference.prototype, 'get').mockImplementation(outage);
  const page = await renderServerPayload(createElement(SettingsPage));
  expect(page.errors).toEqual([]);
  expect(page.payload).toContain(message);
  expect(page.payload).not.toContain('firestore unavailable');
});
