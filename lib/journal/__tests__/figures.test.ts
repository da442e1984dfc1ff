import {
  dayOf,
  EMPTY_TOTALS,
  equityCurve,
  figuresOf,
  mergeTotals,
  rowsOf,
  summaryOf,
  totalsBetween,
  totalsOf,
  withFiled,
  type Filed,
} from '../figures';

const KL = 'Asia/Kuala_Lumpur';
const at = (iso: string) => Date.parse(iso);
const filed = (
  setup: string,
  instrument: string,
  direction: 'long' | 'short',
  entry: number,
  stop: number,
  exit: number | null,
  size: number,
  closedIso: string | null,
): Filed => {
  const closed = closedIso === null ? null : at(closedIso);
  return {
    setup,
    instrument,
    direction,
    entry,
    stop,
    exit,
    size,
    closed,
    day: closed === null ? null : dayOf(closed, KL),
  };
};

// The worked example: two winners, two losers, one trade still open.
const longWin = filed('Breakout', 'AAPL', 'long', 100, 95, 110, 2, '2026-01-05T03:00:00Z'); // +2R, +20
const shortWin = filed('Pullback', 'EURUSD', 'short', 50, 52, 47, 10, '2026-01-20T03:00:00Z'); // +1.5R, +30
const longLoss = filed('Breakout', 'AAPL', 'long', 200, 190, 195, 1, '2026-02-02T03:00:00Z'); // −0.5R, −5
const shortLoss = filed('Pullback', 'GOLD', 'short', 10, 11, 11, 100, '2026-01-31T17:00:00Z'); // −1R, −100
const open = filed('Breakout', 'AAPL', 'long', 100, 90, null, 1, null);
const all = [longWin, shortWin, longLoss, shortLoss, open];

describe('figures', () => {
  it('works the example: win rate, expectancy, profit factor and net P&L', () => {
    expect(figuresOf(totalsOf(all))).toEqual({
      trades: 4,
      winRate: 50,
      expectancy: 0.5, // (2 + 1.5 − 0.5 − 1) ÷ 4
      profitFactor: 0.48, // 50 ÷ 105 = 0.476…
      noLoss: false,
      net: -55,
    });
  });

  it('has no profit factor without a losing trade, and says so', () => {
    expect(figuresOf(totalsOf([longWin, shortWin]))).toEqual({
      trades: 2,
      winRate: 100,
      expectancy: 1.75,
      profitFactor: null,
      noLoss: true,
      net: 50,
    });
  });

  it('has no figures while nothing is closed', () => {
    expect(figuresOf(totalsOf([open]))).toEqual({
      trades: 0,
      winRate: null,
      expectancy: null,
      profitFactor: null,
      noLoss: false,
      net: 0,
    });
  });

  it('rounds expectancy to two decimals', () => {
    // Risked 3, made 1: R = 0.333…
    const third = filed('', 'X', 'long', 100, 97, 101, 1, '2026-01-01T00:00:00Z');
    expect(figuresOf(totalsOf([third])).expectancy).toBe(0.33);
  });

  it('counts a break-even trade as closed but not won', () => {
    const flat = filed('', 'X', 'long', 100, 90, 100, 1, '2026-01-01T00:00:00Z');
    expect(figuresOf(totalsOf([longWin, flat]))).toMatchObject({ trades: 2, winRate: 50 });
  });
});

describe('running totals', () => {
  it('merge into the totals of both', () => {
    expect(mergeTotals(totalsOf([longWin, shortLoss]), totalsOf([shortWin, longLoss]))).toEqual(
      totalsOf(all),
    );
  });

  it('per setup, instrument and month (the month of the close in the member’s zone)', () => {
    const summary = summaryOf(all);
    expect(summary.trades).toBe(5);
    expect(figuresOf(summary.setups.Breakout!)).toMatchObject({ trades: 2, winRate: 50, net: 15 });
    expect(figuresOf(summary.setups.Pullback!)).toMatchObject({ trades: 2, expectancy: 0.25 });
    expect(Object.keys(summary.instruments).sort()).toEqual(['AAPL', 'EURUSD', 'GOLD']);
    // 31 Jan 17:00 UTC is 1 Feb 01:00 in Kuala Lumpur.
    expect(summary.months['2026-01']!.count).toBe(2);
    expect(summary.months['2026-02']!.count).toBe(2);
    expect(totalsBetween(summary.months, '2026-01', '2026-02')).toEqual(summary.overall);
    expect(totalsBetween(summary.days, '2026-01-20', '2026-02-01').count).toBe(2);
    expect(rowsOf(summary.instruments).map((row) => row.key)).toEqual(['AAPL', 'EURUSD', 'GOLD']);
  });

  it('take a deleted trade away and an edit as old away, new in, exactly', () => {
    const fractional = filed(
      'Scalp',
      'EURUSD',
      'long',
      1.1,
      1.0993,
      1.1007,
      0.3,
      '2026-03-03T00:00:00Z',
    );
    const before = summaryOf([longWin, shortWin]);
    const added = withFiled(before, fractional, 1);
    expect(withFiled(added, fractional, -1)).toEqual(before);
    const edited = { ...shortWin, exit: 49 };
    expect(withFiled(withFiled(summaryOf([longWin, shortWin]), shortWin, -1), edited, 1)).toEqual(
      summaryOf([longWin, edited]),
    );
    const emptied = [longWin, shortWin].reduce((s, t) => withFiled(s, t, -1), before);
    expect(emptied).toEqual({
      overall: EMPTY_TOTALS,
      setups: {},
      instruments: {},
      months: {},
      days: {},
      trades: 0,
    });
  });
});

describe('equity curve and days', () => {
  it('sums R by day of the close, oldest first, days in the member’s zone', () => {
    const summary = summaryOf(all);
    expect(Object.keys(summary.days).sort()).toEqual([
      '2026-01-05',
      '2026-01-20',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(equityCurve(summary.days)).toEqual([
      { day: '2026-01-05', r: 2, total: 2 },
      { day: '2026-01-20', r: 1.5, total: 3.5 },
      { day: '2026-02-01', r: -1, total: 2.5 },
      { day: '2026-02-02', r: -0.5, total: 2 },
    ]);
  });
});
