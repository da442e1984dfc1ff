/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { inLanguage } from '@/dev/test-run/intl';
import { NOT_SIGNED_IN } from '@/lib/auth/client';
import type { Locale } from '@/lib/i18n/client';
import { LanguageSwitcher } from '../language-switcher';

const router = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const save = jest.fn();

function renderSwitcher(current: Locale) {
  render(
    <>
      <LanguageSwitcher current={current} save={save} />
      <Toaster />
    </>,
    { wrapper: inLanguage(current, ['common']) },
  );
}

beforeEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
});
afterEach(() => {
  act(() => toast.remove());
  jest.clearAllMocks();
});

describe("a members' page language switcher", () => {
  it('saves the choice, remembers it in the browser and refreshes the page', async () => {
    save.mockResolvedValue({ ok: true });
    renderSwitcher('en');
    await userEvent.click(screen.getByRole('button', { name: 'Bahasa Melayu' }));
    expect(save).toHaveBeenCalledWith('ms');
    expect(document.cookie).toBe('lang=ms');
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal and keeps the page in its language', async () => {
    save.mockResolvedValue({
      ok: false,
      error: 'Pilihan bahasa anda tidak dapat disimpan. Sila cuba lagi.',
    });
    renderSwitcher('ms');
    await userEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(
      await screen.findByText('Pilihan bahasa anda tidak dapat disimpan. Sila cuba lagi.'),
    ).toBeInTheDocument();
    expect(router.refresh).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    expect(screen.getByRole('button', { name: '中文' })).toBeEnabled();
  });

  it.each([
    ['en', 'Your language could not be saved. Please try again.'],
    ['ms', 'Pilihan bahasa anda tidak dapat disimpan. Sila cuba lagi.'],
    ['zh', '无法保存您的语言设置，请重试。'],
  ] as const)(
    'says in %s that a request that never arrived saved nothing',
    async (locale, text) => {
      save.mockRejectedValue(new TypeError('Failed to fetch'));
      renderSwitcher(locale);
      await userEvent.click(screen.getByRole('button', { name: 'English' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(router.refresh).not.toHaveBeenCalled();
    },
  );

  it('refreshes a member signed out meanwhile, who lands on /login in the chosen language', async () => {
    save.mockResolvedValue({ ok: false, error: NOT_SIGNED_IN });
    renderSwitcher('en');
    await userEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(document.cookie).toBe('lang=zh');
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(NOT_SIGNED_IN)).toBeNull();
  });
});
