/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/i18n/client';
import { MembersHeader } from '../header';
import { renderIn } from './intl';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn() }),
}));

const saveLanguage = jest.fn(async () => ({ ok: true }) as const);

function header(locale: Locale, { unread = 0, operator = false, answered = 0 } = {}) {
  renderIn(
    <MembersHeader
      email="member@example.com"
      operator={operator}
      unread={unread}
      answered={answered}
      locale={locale}
      saveLanguage={saveLanguage}
    />,
    locale,
  );
}

describe('MembersHeader', () => {
  it('keeps the secondary links in a closed menu, so the row holds brand, search and the button', () => {
    header('en');
    const button = screen.getByRole('button', { name: 'More' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Live' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search your classes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apex Traders Academy' })).toHaveAttribute('href', '/');
  });

  it('opens on a click to the member’s pages, the language and Logout, in English as before', async () => {
    header('en', { unread: 2 });
    const button = screen.getByRole('button', { name: 'More, 2 unread' });
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Members' });
    const links = within(nav).getAllByRole('link');
    expect(
      links.map((a) => [a.getAttribute('aria-label') ?? a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Live', '/home/live'],
      ['Notes', '/home/notes'],
      ['Traders Hub', '/home/community'],
      ['Journal', '/home/journal'],
      ['Notifications, 2 unread', '/home/announcements'],
      ['Settings', '/home/settings'],
    ]);
    const languages = within(nav).getByRole('navigation', { name: 'Language' });
    expect(
      within(languages)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['Bahasa Melayu', 'ms'],
      ['中文', 'zh-Hans'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.getByText('Signed in as member@example.com')).toBeVisible();
  });

  it('is worked by keyboard: Enter opens it, Escape closes it and returns the focus', async () => {
    header('en');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    await userEvent.tab(); // the brand
    await userEvent.tab(); // the search field
    await userEvent.tab(); // Search
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'More' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Settings' })).toBeVisible();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Live' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('closes on a click outside it', async () => {
    header('en');
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('searchbox'));
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the console for an operator', async () => {
    header('en', { operator: true });
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    ['en', 'More', 'Traders Hub, 3 questions answered'],
    ['ms', 'Lagi', 'Traders Hub, 3 soalan telah dijawab'],
    ['zh', '更多', '交易者中心，3 个问题有新回答'],
  ] as const)(
    'names the Traders Hub’s count of answered questions in %s',
    async (locale, more, name) => {
      header(locale, { answered: 3 });
      await userEvent.click(screen.getByRole('button', { name: more }));
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', '/home/community');
      expect(link).toHaveTextContent('3');
    },
  );

  it('speaks Malay to a Malay member', async () => {
    header('ms', { unread: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Lagi, 1 belum dibaca' }));
    const nav = screen.getByRole('navigation', { name: 'Ahli' });
    expect(within(nav).getByRole('link', { name: 'Sesi Langsung' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Nota' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Pemberitahuan, 1 belum dibaca' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Tetapan' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Log Keluar' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Bahasa Melayu' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Cari kelas anda' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cari' })).toBeVisible();
  });

  it('speaks Chinese to a Chinese member', async () => {
    header('zh');
    await userEvent.click(screen.getByRole('button', { name: '更多' }));
    const nav = screen.getByRole('navigation', { name: '会员' });
    expect(within(nav).getByRole('link', { name: '直播' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: '笔记' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: '设置' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: '登出' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: '搜索您的课堂' })).toBeVisible();
  });
});
