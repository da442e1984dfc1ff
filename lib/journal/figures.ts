import { calendarDay } from '../live/client';
import { isClosed, profitAndLoss, rMultiple, type TradeInput } from './rules';

/**
 * The running totals the figures come from, over closed trades: how many, how many won
 * (P&L > 0), the sum of their R, gross profit, gross loss (a positive number) and net P&L.
 * Totals add and subtract, so a new, changed or deleted trade moves them without reading
 * any other trade, and two sets of totals merge into the totals of both.
 */
export type Totals = {
  count: number;
  wins: number;
  sumR: number;
  grossProfit: number;
  grossLoss: number;
  net: number;
};

export const EMPTY_TOTALS: Totals = Object.freeze({
  count: 0,
  wins: 0,
  sumR: 0,
  grossProfit: 0,
  grossLoss: 0,
  net: 0,
});

/** Sums are kept to 1e-9: adding and taking away the same trades gives back exact zeros. */
const tidy = (value: number) => Math.round(value * 1e9) / 1e9;

type Counted = Pick<TradeInput, 'direction' | 'entry' | 'stop' | 'exit' | 'size' | 'closed'>;

/** The totals with one trade added (sign 1) or taken away (sign -1); an open trade changes nothing. */
export function withTrade(totals: Totals, trade: Counted, sign: 1 | -1 = 1): Totals {
  const r = rMultiple(trade);
  const pnl = profitAndLoss(trade);
  if (r === null || pnl === null) return totals;
  const next = {
    count: totals.count + sign,
    wins: totals.wins + (pnl > 0 ? sign : 0),
    sumR: tidy(totals.sumR + sign * r),
    grossProfit: tidy(totals.grossProfit + (pnl > 0 ? sign * pnl : 0)),
    grossLoss: tidy(totals.grossLoss + (pnl < 0 ? sign * -pnl : 0)),
    net: tidy(totals.net + sign * pnl),
  };
  return next.count <= 0 ? EMPTY_TOTALS : next;
}

export function mergeTotals(a: Totals, b: Totals): Totals {
  return {
    count: a.count + b.count,
    wins: a.wins + b.wins,
    sumR: tidy(a.sumR + b.sumR),
    grossProfit: tidy(a.grossProfit + b.grossProfit),
    grossLoss: tidy(a.grossLoss + b.grossLoss),
    net: tidy(a.net + b.net),
  };
}

export const totalsOf = (trades: readonly Counted[]): Totals =>
  trades.reduce<Totals>((totals, trade) => withTrade(totals, trade), EMPTY_TOTALS);

/**
 * The figures shown under their labels. Win rate: percent of closed trades with P&L > 0.
 * Expectancy: mean R, two decimals. Profit factor: gross profit ÷ gross loss, two decimals;
 * with no losing trade it has no value: `profitFactor` is null and `noLoss` says why
 * (shown as "No losses"). Every figure is null while no trade is closed.
 */
export type Figures = {
  trades: number;
  winRate: number | null;
  expectancy: number | null;
  profitFactor: number | null;
  noLoss: boolean;
  net: number;
};

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export function figuresOf(totals: Totals): Figures {
  if (totals.count === 0)
    return {
      trades: 0,
      winRate: null,
      expectancy: null,
      profitFactor: null,
      noLoss: false,
      net: 0,
    };
  const noLoss = totals.grossLoss === 0;
  return {
    trades: totals.count,
    winRate: (totals.wins / totals.count) * 100,
    expectancy: twoDecimals(totals.sumR / totals.count),
    profitFactor: noLoss ? null : twoDecimals(totals.grossProfit / totals.grossLoss),
    noLoss,
    net: tidy(totals.net),
  };
}

/**
 * The totals overall and per setup, instrument, month ("2026-03") and day ("2026-03-02"),
 * months and days being the close's in the member's time zone. Days feed the equity curve
 * and the calendar, so neither reads the trades.
 */
export type Summary = {
  overall: Totals;
  setups: Record<string, Totals>;
  instruments: Record<string, Totals>;
  months: Record<string, Totals>;
  days: Record<string, Totals>;
  /** Every trade, open ones included: the journal's size and the console's "uses it". */
  trades: number;
};

export const emptySummary = (): Summary => ({
  overall: EMPTY_TOTALS,
  setups: {},
  instruments: {},
  months: {},
  days: {},
  trades: 0,
});

/** The calendar day a trade closed on, in `timeZone` ("2026-03-02"). */
export const dayOf = (closed: number, timeZone: string): string => calendarDay(closed, timeZone);

/**
 * A trade as the summary files it: `day` (of the close, null while open) is stored on the
 * trade when it is written, so taking the trade away finds its buckets even after the
 * member's time zone changed.
 */
export type Filed = Counted & Pick<TradeInput, 'setup' | 'instrument'> & { day: string | null };

/**
 * The summary with trades added (sign 1) or taken away (-1); an edit is the old away and the
 * new in. The bucket maps are copied once per call, however many trades: an import's chunk
 * of 400 costs 400 small updates, not 400 copies of every day's totals.
 */
export function withFiledMany(summary: Summary, trades: readonly Filed[], sign: 1 | -1): Summary {
  const next: Summary = {
    overall: summary.overall,
    setups: { ...summary.setups },
    instruments: { ...summary.instruments },
    months: { ...summary.months },
    days: { ...summary.days },
    trades: summary.trades,
  };
  const bump = (buckets: Record<string, Totals>, key: string, trade: Counted) => {
    const totals = withTrade(buckets[key] ?? EMPTY_TOTALS, trade, sign);
    if (totals.count === 0) delete buckets[key];
    else buckets[key] = totals;
  };
  for (const trade of trades) {
    next.trades = Math.max(0, next.trades + sign);
    if (!isClosed(trade) || trade.day === null) continue;
    next.overall = withTrade(next.overall, trade, sign);
    bump(next.setups, trade.setup, trade);
    bump(next.instruments, trade.instrument, trade);
    bump(next.months, trade.day.slice(0, 7), trade);
    bump(next.days, trade.day, trade);
  }
  return next;
}

export const withFiled = (summary: Summary, trade: Filed, sign: 1 | -1): Summary =>
  withFiledMany(summary, [trade], sign);

export const summaryOf = (trades: readonly Filed[]): Summary =>
  withFiledMany(emptySummary(), trades, 1);

/** The totals of the buckets from `from` to `to` (days or months, both included), merged. */
export function totalsBetween(buckets: Record<string, Totals>, from: string, to: string): Totals {
  return Object.entries(buckets)
    .filter(([key]) => key >= from && key <= to)
    .reduce((totals, [, bucket]) => mergeTotals(totals, bucket), EMPTY_TOTALS);
}

/** A bucket table's rows, the most trades first, then by name. */
export function rowsOf(buckets: Record<string, Totals>): Array<{ key: string; figures: Figures }> {
  return Object.entries(buckets)
    .map(([key, totals]) => ({ key, figures: figuresOf(totals) }))
    .sort((a, b) => b.figures.trades - a.figures.trades || a.key.localeCompare(b.key));
}

/** The equity curve in R: the running sum of R at the end of each day with a close, oldest first. */
export function equityCurve(
  days: Record<string, Totals>,
): Array<{ day: string; r: number; total: number }> {
  let total = 0;
  return Object.keys(days)
    .sort()
    .map((day) => {
      const r = days[day]!.sumR;
      total = tidy(total + r);
      return { day, r, total };
    });
}
