/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/i18n/client';
import { CalendarFeed } from '../calendar-feed';
import { renderIn } from './intl';

const reset = jest.fn();
afterEach(() => jest.clearAllMocks());

const renderFeed = (locale: Locale) =>
  renderIn(<CalendarFeed hasFeed={false} reset={reset} />, locale);

describe('CalendarFeed', () => {
  it('shows the new link once it is made', async () => {
    reset.mockResolvedValue({
      ok: true,
      data: { https: 'https://example.com/feed.ics', webcal: 'webcal://example.com/feed.ics' },
    });
    renderFeed('en');
    await userEvent.click(screen.getByRole('button', { name: 'Get calendar link' }));
    expect(await screen.findByLabelText('Calendar link')).toHaveValue(
      'https://example.com/feed.ics',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal as it comes', async () => {
    reset.mockResolvedValue({ ok: false, error: 'Too many resets; try again in a minute' });
    renderFeed('en');
    await userEvent.click(screen.getByRole('button', { name: 'Get calendar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many resets; try again in a minute',
    );
  });

  it.each([
    ['en', 'Get calendar link', 'Could not make a calendar link. Please try again.'],
    ['ms', 'Dapatkan pautan kalendar', 'Pautan kalendar tidak dapat dibuat. Sila cuba lagi.'],
    ['zh', '获取日历链接', '无法生成日历链接，请重试。'],
  ] as const)(
    'says in %s that a request that never arrived made no link',
    async (locale, get, text) => {
      reset.mockRejectedValue(new TypeError('Failed to fetch'));
      renderFeed(locale);
      await userEvent.click(screen.getByRole('button', { name: get }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('button', { name: get })).toBeEnabled();
    },
  );
});
