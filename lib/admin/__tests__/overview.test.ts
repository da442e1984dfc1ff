import { overviewOf } from '../../stats/rules';
import {
  activeTable,
  funnelRows,
  funnelTable,
  isChartExport,
  learnersTable,
  majorUnits,
  membersTable,
  overviewFigures,
  planRevenueRows,
  revenueSeries,
  revenueTable,
  tableCsv,
} from '../overview';

const NOW = Date.parse('2026-03-18T12:00:00Z');
const overview = overviewOf({
  nowMs: NOW,
  activeNow: 12,
  days: new Map([
    ['2026-03-18', { joins: 1, revenue_usd_price__pro: 4900, revenue_myr_price__pass: 12000 }],
    ['2026-03-17', { revenue_usd_price__pro: -4900, revenue_usd_gone: 100 }],
  ]),
  months: new Map([
    ['2026-03', { revenue_usd_price__pro: 9800, revenue_myr_price__pass: 12000 }],
    ['2026-01', { revenue_usd_price__pro: 4900, revenue_usd_price__basic: 1900 }],
  ]),
});
const names = new Map([
  ['price_pro', 'Pro'],
  ['price_basic', 'Basic'],
  ['price_pass', 'Pass'],
]);

it('the figures, with each currency shown apart', () => {
  expect(overviewFigures(overview)).toEqual([
    { label: 'Active members', value: '12' },
    { label: 'New members (7 days)', value: '1' },
    { label: 'New members (30 days)', value: '1' },
    { label: 'Ended (7 days)', value: '0' },
    { label: 'Ended (30 days)', value: '0' },
    { label: 'Revenue (30 days)', value: '120.00 MYR · 1.00 USD' },
    { label: 'Learners active (7 days)', value: '0' },
    { label: 'Classes completed (7 days)', value: '0' },
  ]);
});

it('per plan revenue, refunds netted out, unnamed plans by their price id', () => {
  expect(planRevenueRows(overview.figures.revenue30ByPlan, names)).toEqual([
    { plan: 'gone', name: 'gone', currency: 'USD', amount: '1.00 USD' },
    { plan: 'price_pass', name: 'Pass', currency: 'MYR', amount: '120.00 MYR' },
    { plan: 'price_pro', name: 'Pro', currency: 'USD', amount: '0.00 USD' },
  ]);
});

it('revenue per month: one series per currency, a column per plan, 12 months', () => {
  const series = revenueSeries(overview, names);
  expect(series.map((s) => s.currency)).toEqual(['myr', 'usd']);
  const usd = series[1]!;
  expect(usd.plans.map((p) => p.name)).toEqual(['Basic', 'Pro']);
  expect(usd.months).toHaveLength(12);
  expect(usd.months.find((m) => m.month === '2026-01')?.amounts).toEqual([1900, 4900]);
  expect(usd.months.find((m) => m.month === '2026-02')?.amounts).toEqual([0, 0]);
  const table = revenueTable(series);
  expect(table.columns).toEqual(['Month', 'Currency', 'Plan', 'Revenue']);
  expect(table.rows).toContainEqual(['2026-01', 'USD', 'Basic', 19]);
  expect(table.rows).toContainEqual(['2026-03', 'MYR', 'Pass', 120]);
  expect(majorUnits(12345, 'jpy')).toBe(12345);
  // A plain number for the table and the CSV, however large: no grouping.
  expect(majorUnits(12345678, 'myr')).toBe(123456.78);
  expect(majorUnits(-2475, 'myr')).toBe(-24.75);
});

it('the active members, learners and funnel tables', () => {
  const active = activeTable(overview);
  expect(active.columns).toEqual(['Day', 'Active members', 'Joined', 'Ended']);
  expect(active.rows.at(-1)).toEqual(['2026-03-18', 12, 1, 0]);
  expect(active.rows.at(-2)).toEqual(['2026-03-17', 11, 0, 0]);
  expect(learnersTable(overview).rows).toHaveLength(13);
  const rows = funnelRows(
    [
      { id: 'c1', title: 'Candles, "basics"' },
      { id: 'c2', title: 'Risk' },
    ],
    new Map([['c1', { entitled: 9, started: 6, half: 3, completed: 1 }]]),
  );
  expect(funnelTable(rows).rows).toEqual([
    ['Candles, "basics"', 9, 6, 3, 1],
    ['Risk', 0, 0, 0, 0],
  ]);
});

it('CSV: the import report’s escaping (quotes, commas, formulas), CRLF lines', () => {
  expect(
    tableCsv({
      columns: ['Course', 'n'],
      rows: [
        ['Candles, "basics"', 1],
        ['=HYPERLINK("x")', -2],
      ],
    }),
  ).toBe('Course,n\r\n"Candles, ""basics""",1\r\n"\'=HYPERLINK(""x"")",-2\r\n');
  expect(isChartExport('funnel')).toBe(true);
  expect(isChartExport('../members')).toBe(false);
});

it('the members table names each member’s chosen language, or that none was chosen', () => {
  const row = {
    email: 'a@example.com',
    status: 'active',
    courses: 2,
    sources: ['manual'],
    createdAt: '2026-01-02T03:04:05.000Z',
    lastSignInAt: null,
  };
  const table = membersTable([
    { ...row, language: 'ms' },
    { ...row, email: 'b@example.com', language: null },
  ]);
  expect(table.columns.at(-1)).toBe('language');
  expect(table.rows.map((r) => r.at(-1))).toEqual(['ms', 'not chosen']);
  expect(table.rows[0]).toEqual([
    'a@example.com',
    'active',
    2,
    'manual',
    '2026-01-02T03:04:05.000Z',
    'never',
    'ms',
  ]);
});
