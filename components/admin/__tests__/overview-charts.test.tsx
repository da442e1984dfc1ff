/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { revenueSeries } from '@/lib/admin/client';
import { overviewOf } from '@/lib/stats/client';
import { ActiveMembersChart, FunnelChart, RevenueCharts } from '../overview/charts';

const NOW = Date.parse('2026-03-18T12:00:00Z');
const overview = overviewOf({
  nowMs: NOW,
  activeNow: 7,
  days: new Map([['2026-03-18', { joins: 2, ends: 1 }]]),
  months: new Map([['2026-03', { revenue_usd_price__pro: 4900, revenue_myr_price__pass: 12000 }]]),
});

it('draws a named SVG with its figures as a table and its CSV link', () => {
  render(<ActiveMembersChart overview={overview} />);
  const chart = screen.getByRole('img', { name: 'Active members per day, last 90 days' });
  expect(chart.tagName.toLowerCase()).toBe('svg');
  expect(chart).toHaveAccessibleDescription(/to 7 on 2026-03-18; 2 joined and 1 ended/);
  expect(chart.querySelector('path')).not.toBeNull();
  const table = screen.getByRole('table', { name: 'Active members per day, last 90 days' });
  expect(within(table).getAllByRole('row')).toHaveLength(91);
  const today = within(table).getByRole('rowheader', { name: '2026-03-18' }).parentElement!;
  expect(
    within(today)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['7', '2', '1']);
  expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
    'href',
    '/admin/export/active-members',
  );
});

it('one revenue chart per currency, never added together', () => {
  render(<RevenueCharts series={revenueSeries(overview, new Map([['price_pro', 'Pro']]))} />);
  expect(screen.getByRole('img', { name: /\(MYR\)$/ })).toHaveAccessibleDescription(
    /^120 MYR over 12 months/,
  );
  expect(screen.getByRole('img', { name: /\(USD\)$/ })).toHaveAccessibleDescription(
    /^49 USD over 12 months, refunds netted out, from Pro\./,
  );
});

it('the funnel: four bars a course, and says so in words', () => {
  const { container } = render(
    <FunnelChart
      rows={[{ id: 'c1', title: 'Candles', entitled: 4, started: 3, half: 2, completed: 1 }]}
    />,
  );
  expect(screen.getByRole('img', { name: /Course funnel/ })).toHaveAccessibleDescription(
    'Candles: 4 entitled, 3 started, 2 halfway, 1 completed',
  );
  expect(container.querySelectorAll('svg rect')).toHaveLength(4);
});
