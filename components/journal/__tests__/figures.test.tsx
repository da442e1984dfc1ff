/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { dayOf, summaryOf, type Filed } from '@/lib/journal/client';
import { BucketTable, EquityCurve, FiguresPanel } from '../figures';

const closedAt = Date.UTC(2026, 0, 5, 3);
const trade = (over: Partial<Filed>): Filed => ({
  setup: 'Breakout',
  instrument: 'AAPL',
  direction: 'long',
  entry: 100,
  stop: 95,
  exit: 110,
  size: 2,
  closed: closedAt,
  day: dayOf(closedAt, 'Asia/Kuala_Lumpur'),
  ...over,
});
// +2R (+20), +1.5R (+30), −0.5R (−5), −1R (−100): the lib's worked example.
const summary = summaryOf([
  trade({}),
  trade({ setup: 'Pullback', direction: 'short', entry: 50, stop: 52, exit: 47, size: 10 }),
  trade({ entry: 200, stop: 190, exit: 195, size: 1, day: '2026-02-02' }),
  trade({
    setup: 'Pullback',
    direction: 'short',
    entry: 10,
    stop: 11,
    exit: 11,
    size: 100,
    day: '2026-02-01',
  }),
]);

const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.textContent;

describe('FiguresPanel', () => {
  it('shows the figures under the English labels', () => {
    render(<FiguresPanel locale="en" totals={summary.overall} />);
    for (const label of ['Win rate', 'Expectancy', 'Profit factor', 'Net P&L'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(figure('winRate')).toBe('50%');
    expect(figure('expectancy')).toBe('0.50 R');
    expect(figure('profitFactor')).toBe('0.48');
    expect(figure('net')).toBe('-55');
  });

  it('says there were no losses instead of a profit factor, in the member’s language', () => {
    render(<FiguresPanel locale="ms" totals={summary.setups.Breakout!} />);
    expect(screen.getByText('P&L bersih')).toBeInTheDocument();
    render(<FiguresPanel locale="zh" totals={summaryOf([trade({})]).overall} />);
    expect(screen.getByText('没有亏损')).toBeInTheDocument();
  });
});

describe('BucketTable and EquityCurve', () => {
  it('lists the figures per setup, and the curve’s points in a table for screen readers', () => {
    render(<BucketTable locale="en" kind="setup" buckets={summary.setups} />);
    const table = screen.getByRole('table', { name: 'By setup' });
    expect(within(table).getByRole('rowheader', { name: 'Pullback' })).toBeInTheDocument();
    render(<EquityCurve locale="en" summary={summary} />);
    const curve = screen.getByRole('table', { name: /Cumulative R/ });
    expect(within(curve).getAllByRole('row')).toHaveLength(4);
    expect(
      within(curve)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .at(-1),
    ).toBe('2.00');
  });
});
