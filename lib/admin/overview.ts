import { csvCell } from '../accounts/client';
import type { CourseFunnel } from '../grants';
import type { Locale } from '../i18n/client';
import type { Overview, Revenue } from '../stats/client';
import { currencyDigits, formatMoney } from './member-detail';

/**
 * The console overview's figures and chart data, shaped for the page, its tables and its
 * CSV downloads from the aggregates (lib/stats). Pure.
 */

export type Figure = { label: string; value: string };

const money = (byCurrency: ReadonlyMap<string, number>) =>
  byCurrency.size === 0
    ? formatMoney(0, null)
    : [...byCurrency].map(([currency, amount]) => formatMoney(amount, currency)).join(' · ');

/** The figures at the top of the overview, in the order shown. */
export function overviewFigures(overview: Overview): Figure[] {
  const f = overview.figures;
  return [
    { label: 'Active members', value: String(f.activeMembers) },
    { label: 'New members (7 days)', value: String(f.newMembers7) },
    { label: 'New members (30 days)', value: String(f.newMembers30) },
    { label: 'Ended (7 days)', value: String(f.ended7) },
    { label: 'Ended (30 days)', value: String(f.ended30) },
    { label: 'Revenue (30 days)', value: money(f.revenue30) },
    { label: 'Learners active (7 days)', value: String(f.learners7) },
    { label: 'Classes completed (7 days)', value: String(f.completions7) },
  ];
}

/** A plan's name for the console: the plan's own, else its price id. */
export const planLabel = (plan: string, names: ReadonlyMap<string, string>) =>
  names.get(plan) ?? (plan === 'unknown' ? 'Unknown plan' : plan);

export type PlanRevenueRow = { plan: string; name: string; currency: string; amount: string };

/** Revenue of the last 30 days per plan and currency (refunds netted out), by plan name. */
export function planRevenueRows(
  revenue: Revenue,
  names: ReadonlyMap<string, string>,
): PlanRevenueRow[] {
  return [...revenue]
    .flatMap(([plan, byCurrency]) =>
      [...byCurrency].map(([currency, amount]) => ({
        plan,
        name: planLabel(plan, names),
        currency: currency.toUpperCase(),
        amount: formatMoney(amount, currency),
      })),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.currency.localeCompare(b.currency));
}

/** A chart's figures as a table: the same rows the SVG draws, and the CSV download. */
export type ChartTable = { columns: string[]; rows: Array<Array<string | number>> };

export function activeTable(overview: Overview): ChartTable {
  return {
    columns: ['Day', 'Active members', 'Joined', 'Ended'],
    rows: overview.active.map((p) => [p.day, p.active, p.joins, p.ends]),
  };
}

export function learnersTable(overview: Overview): ChartTable {
  return {
    columns: ['Week starting', 'Active learners'],
    rows: overview.learners.map((p) => [p.week, p.learners]),
  };
}

/** Revenue per month of one currency, a series per plan (minor units as the currency's amount). */
export type RevenueSeries = {
  currency: string;
  plans: Array<{ plan: string; name: string }>;
  months: Array<{ month: string; amounts: number[] }>;
};

/** One series per currency (they are never added together), the plans that had revenue in it. */
export function revenueSeries(
  overview: Overview,
  names: ReadonlyMap<string, string>,
): RevenueSeries[] {
  const currencies = new Map<string, Set<string>>();
  for (const { revenue } of overview.months)
    for (const [plan, byCurrency] of revenue)
      for (const [currency, amount] of byCurrency)
        if (amount !== 0)
          currencies.set(currency, (currencies.get(currency) ?? new Set()).add(plan));
  return [...currencies]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, planSet]) => {
      const plans = [...planSet]
        .map((plan) => ({ plan, name: planLabel(plan, names) }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return {
        currency,
        plans,
        months: overview.months.map(({ month, revenue }) => ({
          month,
          amounts: plans.map(({ plan }) => revenue.get(plan)?.get(currency) ?? 0),
        })),
      };
    });
}

/** Minor units as the currency's amount, a plain number for tables and CSV. */
export function majorUnits(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}

export function revenueTable(series: RevenueSeries[]): ChartTable {
  return {
    columns: ['Month', 'Currency', 'Plan', 'Revenue'],
    rows: series.flatMap((s) =>
      s.months.flatMap(({ month, amounts }) =>
        s.plans.map(({ name }, i) => [
          month,
          s.currency.toUpperCase(),
          name,
          majorUnits(amounts[i]!, s.currency),
        ]),
      ),
    ),
  };
}

export type FunnelRow = CourseFunnel & { id: string; title: string };

export function funnelRows(
  courses: ReadonlyArray<{ id: string; title: string | null }>,
  funnel: ReadonlyMap<string, CourseFunnel>,
): FunnelRow[] {
  return courses.map(({ id, title }) => ({
    id,
    title: title ?? id,
    ...(funnel.get(id) ?? { entitled: 0, started: 0, half: 0, completed: 0 }),
  }));
}

export function funnelTable(rows: FunnelRow[]): ChartTable {
  return {
    columns: ['Course', 'Entitled', 'Started', 'Half', 'Completed'],
    rows: rows.map((r) => [r.title, r.entitled, r.started, r.half, r.completed]),
  };
}

/** What a console CSV download that could not be read says (route and link alike). */
export const EXPORT_FAILED = 'The export could not be read just now. Please try again.';

/** A table as CSV, cells escaped as the import report's are. */
export function tableCsv(table: ChartTable): string {
  const lines = [table.columns, ...table.rows];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The overview's downloads: each chart's data, by the name in its URL. */
export const CHART_EXPORTS = ['active-members', 'revenue', 'learners', 'funnel'] as const;
export type ChartExport = (typeof CHART_EXPORTS)[number];
export const isChartExport = (name: string): name is ChartExport =>
  (CHART_EXPORTS as readonly string[]).includes(name);

/** The members list as CSV: the rows the table shows, with the same search applied. */
export function membersTable(
  rows: ReadonlyArray<{
    email: string;
    status: string;
    courses: number;
    sources: readonly string[];
    createdAt: string | null;
    lastSignInAt: string | null;
    language: Locale | null;
  }>,
): ChartTable {
  return {
    columns: ['email', 'status', 'courses', 'access from', 'created', 'last sign-in', 'language'],
    rows: rows.map((r) => [
      r.email,
      r.status,
      r.courses,
      r.sources.length ? r.sources.join(' ') : 'none',
      r.createdAt ? new Date(r.createdAt).toISOString() : 'never',
      r.lastSignInAt ? new Date(r.lastSignInAt).toISOString() : 'never',
      r.language ?? 'not chosen',
    ]),
  };
}
