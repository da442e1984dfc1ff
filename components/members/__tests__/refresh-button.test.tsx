/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { NOT_SIGNED_IN } from '@/lib/auth/client';
import type { Locale } from '@/lib/i18n/client';
import { RefreshButton } from '../refresh-button';
import { renderIn } from './intl';

const router = { refresh: jest.fn(), replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const refresh = jest.fn();
afterEach(() => {
  act(() => toast.remove());
  jest.clearAllMocks();
});

function renderButton(locale: Locale = 'en') {
  renderIn(
    <>
      <RefreshButton refresh={refresh} />
      <Toaster />
    </>,
    locale,
  );
}

describe('RefreshButton', () => {
  it('refreshes the page once the courses are refreshed', async () => {
    refresh.mockResolvedValue({ ok: true });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh courses' }));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('sends a member signed out meanwhile to the login page', async () => {
    refresh.mockResolvedValue({ ok: false, error: NOT_SIGNED_IN });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh courses' }));
    expect(router.replace).toHaveBeenCalledWith('/login?next=%2Fhome');
  });

  it('shows the server’s refusal as it comes', async () => {
    refresh.mockResolvedValue({ ok: false, error: 'Too many refreshes; try again in a minute' });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh courses' }));
    expect(
      await screen.findByText('Too many refreshes; try again in a minute'),
    ).toBeInTheDocument();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Refresh courses', 'Could not refresh your courses. Please try again.'],
    ['ms', 'Muat semula kursus', 'Kursus anda tidak dapat dimuat semula. Sila cuba lagi.'],
    ['zh', '刷新课程', '无法刷新您的课程，请重试。'],
  ] as const)(
    'says in %s that a request that never arrived refreshed nothing',
    async (locale, name, text) => {
      refresh.mockRejectedValue(new TypeError('Failed to fetch'));
      renderButton(locale);
      await userEvent.click(screen.getByRole('button', { name }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(router.refresh).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name })).toBeEnabled();
    },
  );
});
