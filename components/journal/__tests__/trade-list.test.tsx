/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/i18n/client';
import type { Trade } from '@/lib/journal/client';
import type { DeleteTradeResult } from '../delete-trade';
import { TradeList } from '../trade-list';

const trade: Trade = {
  id: 'trade-1',
  instrument: 'EURUSD',
  direction: 'long',
  entry: 1.1,
  stop: 1.09,
  exit: null,
  size: 1000,
  opened: Date.UTC(2026, 2, 2, 1, 30),
  closed: null,
  setup: 'Breakout',
  notes: '',
  lesson: null,
  createdAt: 1,
  updatedAt: 1,
};

const deleteAction = jest.fn<Promise<DeleteTradeResult>, [string]>();

afterEach(() => jest.clearAllMocks());

function renderList(locale: Locale, trades = [trade]) {
  return render(
    <TradeList
      locale={locale}
      timeZone="Asia/Kuala_Lumpur"
      trades={trades}
      editHref={(id) => `/home/journal?edit=${id}`}
      deleteAction={deleteAction}
    />,
  );
}

const deleteButton = {
  en: /^Delete the EURUSD trade opened/,
  ms: /^Padam trade EURUSD yang dibuka/,
  zh: /^删除 .* 开仓的 EURUSD 交易$/,
};

describe('TradeList’s Delete', () => {
  it('deletes the trade by its id and says nothing more when it is done', async () => {
    deleteAction.mockResolvedValue({ ok: true });
    renderList('en');
    await userEvent.click(screen.getByRole('button', { name: deleteButton.en }));
    expect(deleteAction).toHaveBeenCalledWith('trade-1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal as it comes', async () => {
    deleteAction.mockResolvedValue({ ok: false, error: 'Sila log masuk semula.' });
    renderList('ms');
    await userEvent.click(screen.getByRole('button', { name: deleteButton.ms }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sila log masuk semula.');
    expect(screen.getByRole('button', { name: deleteButton.ms })).toBeEnabled();
  });

  it('says in each language that the trade was not deleted when the request fails', async () => {
    deleteAction.mockRejectedValue(new TypeError('Failed to fetch'));
    const failed = {
      en: 'The trade could not be deleted. Please try again.',
      ms: 'Trade itu tidak dapat dipadam. Sila cuba lagi.',
      zh: '无法删除这笔交易，请重试。',
    } as const;
    for (const locale of ['en', 'ms', 'zh'] as const) {
      const { unmount } = renderList(locale);
      await userEvent.click(screen.getByRole('button', { name: deleteButton[locale] }));
      expect(await screen.findByRole('alert')).toHaveTextContent(failed[locale]);
      unmount();
    }
  });
});

describe('TradeList’s figures', () => {
  const closed = (changes: Partial<Trade>): Trade => ({
    ...trade,
    exit: trade.entry,
    closed: trade.opened + 60_000,
    ...changes,
  });
  const cells = () => screen.getAllByRole('row')[1]!.querySelectorAll('td');
  const figures = () => [...cells()].slice(7, 9).map((cell) => cell.textContent);

  it('writes a short closed at its entry as R 0.00 and P&L 0, never "-0"', () => {
    renderList('en', [closed({ direction: 'short', stop: 1.11 })]);
    expect(figures()).toEqual(['0.00', '0']);
  });

  it('keeps the digits of a small forex move instead of rounding it to 0', () => {
    renderList('ms', [closed({ exit: 1.1012, size: 1 })]);
    expect(figures()).toEqual(['0.12', '0.0012']);
  });
});
