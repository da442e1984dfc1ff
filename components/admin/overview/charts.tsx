import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import {
  activeTable,
  funnelTable,
  learnersTable,
  majorUnits,
  revenueTable,
  type FunnelRow,
  type RevenueSeries,
} from '@/lib/admin/client';
import type { Overview } from '@/lib/stats/client';
import { AXIS_STYLE, CHART_HEIGHT, CHART_WIDTH, ChartFrame, MARGIN } from './chart-frame';

/**
 * The overview's charts, drawn on the server with visx's scales, shapes and axes: plain
 * SVG in the HTML, no JavaScript in the browser (docs/console.md says why).
 */

const INNER_WIDTH = CHART_WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
const PALETTE = ['#38bdf8', '#f59e0b', '#a78bfa', '#34d399', '#f472b6', '#facc15', '#94a3b8'];
const JOIN = '#34d399';
const END = '#f87171';
const LINE = '#38bdf8';

const csv = (name: string) => `/admin/export/${name}`;
/** Short dates on the axis: 03-18 for a day, Mar for a month. */
const shortDay = (day: string) => day.slice(5);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortMonth = (month: string) => MONTHS[Number(month.slice(5, 7)) - 1] ?? month;
/** Every nth label of a band axis, so labels never overlap. */
const everyNth = (values: string[], count: number) =>
  values.filter((_, i) => i % Math.max(1, Math.ceil(values.length / count)) === 0);

export function ActiveMembersChart({ overview }: { overview: Overview }) {
  const points = overview.active;
  const days = points.map((p) => p.day);
  const x = scaleBand({ domain: days, range: [0, INNER_WIDTH], padding: 0.2 });
  const top = Math.max(1, ...points.map((p) => p.active));
  const y = scaleLinear({ domain: [0, top], range: [INNER_HEIGHT, 0], nice: true });
  const flowTop = Math.max(1, ...points.map((p) => Math.max(p.joins, p.ends)));
  // Joins and ends as small bars along the bottom, on their own scale.
  const flow = scaleLinear({ domain: [0, flowTop], range: [0, INNER_HEIGHT / 4] });
  const half = x.bandwidth() / 2;
  const first = points[0];
  const last = points.at(-1);
  const joins = points.reduce((n, p) => n + p.joins, 0);
  const ends = points.reduce((n, p) => n + p.ends, 0);
  return (
    <ChartFrame
      id="chart-active"
      title="Active members per day, last 90 days"
      summary={`Active members went from ${first?.active ?? 0} on ${first?.day ?? ''} to ${last?.active ?? 0} on ${last?.day ?? ''}; ${joins} joined and ${ends} ended in the period.`}
      legend={[
        { label: 'Active members', swatch: LINE },
        { label: 'Joined that day', swatch: JOIN },
        { label: 'Ended that day', swatch: END },
      ]}
      table={activeTable(overview)}
      csvHref={csv('active-members')}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {points.map((p) => (
          <g key={p.day}>
            <Bar
              x={x(p.day) ?? 0}
              y={INNER_HEIGHT - flow(p.joins)}
              width={half}
              height={flow(p.joins)}
              fill={JOIN}
            />
            <Bar
              x={(x(p.day) ?? 0) + half}
              y={INNER_HEIGHT - flow(p.ends)}
              width={half}
              height={flow(p.ends)}
              fill={END}
            />
          </g>
        ))}
        <LinePath
          data={points}
          x={(p) => (x(p.day) ?? 0) + half}
          y={(p) => y(p.active)}
          stroke={LINE}
          strokeWidth={2.5}
        />
        <AxisLeft scale={y} numTicks={5} {...AXIS_STYLE} />
        <AxisBottom
          top={INNER_HEIGHT}
          scale={x}
          tickValues={everyNth(days, 6)}
          tickFormat={shortDay}
          {...AXIS_STYLE}
        />
      </Group>
    </ChartFrame>
  );
}

/** Grouped bars: a band per category, a bar per series inside it; negative values go down. */
function GroupedBars({
  categories,
  series,
  values,
  format,
  numTicks = 5,
}: {
  categories: string[];
  series: string[];
  /** values[category][series] */
  values: number[][];
  format: (category: string) => string;
  numTicks?: number;
}) {
  const x = scaleBand({ domain: categories, range: [0, INNER_WIDTH], padding: 0.2 });
  const inner = scaleBand({ domain: series, range: [0, x.bandwidth()], padding: 0.05 });
  const all = values.flat();
  const y = scaleLinear({
    domain: [Math.min(0, ...all), Math.max(1, ...all)],
    range: [INNER_HEIGHT, 0],
    nice: true,
  });
  return (
    <Group left={MARGIN.left} top={MARGIN.top}>
      {categories.map((category, c) =>
        series.map((name, s) => {
          const value = values[c]?.[s] ?? 0;
          return (
            <Bar
              key={`${category}:${name}`}
              x={(x(category) ?? 0) + (inner(name) ?? 0)}
              y={y(Math.max(0, value))}
              width={inner.bandwidth()}
              height={Math.abs(y(value) - y(0))}
              fill={PALETTE[s % PALETTE.length]}
            />
          );
        }),
      )}
      <AxisLeft scale={y} numTicks={numTicks} {...AXIS_STYLE} />
      <AxisBottom
        top={y(0)}
        scale={x}
        tickValues={everyNth(categories, 8)}
        tickFormat={format}
        {...AXIS_STYLE}
      />
    </Group>
  );
}

export function RevenueCharts({ series }: { series: RevenueSeries[] }) {
  if (series.length === 0)
    return (
      <RevenueChart
        series={{ currency: '', plans: [], months: [] }}
        title="Revenue per month and plan, last 12 months"
      />
    );
  return series.map((s) => (
    <RevenueChart
      key={s.currency}
      series={s}
      title={`Revenue per month and plan, last 12 months (${s.currency.toUpperCase()})`}
    />
  ));
}

function RevenueChart({ series, title }: { series: RevenueSeries; title: string }) {
  const total = series.months.reduce((n, m) => n + m.amounts.reduce((a, b) => a + b, 0), 0);
  const code = series.currency.toUpperCase();
  return (
    <ChartFrame
      id={`chart-revenue-${series.currency || 'none'}`}
      title={title}
      summary={
        series.plans.length === 0
          ? 'No revenue in the last 12 months.'
          : `${majorUnits(total, series.currency)} ${code} over 12 months, refunds netted out, from ${series.plans.map((p) => p.name).join(', ')}.`
      }
      legend={series.plans.map((p, i) => ({
        label: p.name,
        swatch: PALETTE[i % PALETTE.length]!,
      }))}
      table={revenueTable(series.currency ? [series] : [])}
      csvHref={csv('revenue')}
    >
      <GroupedBars
        categories={series.months.map((m) => m.month)}
        series={series.plans.map((p) => p.plan)}
        values={series.months.map((m) => m.amounts.map((a) => majorUnits(a, series.currency)))}
        format={shortMonth}
      />
    </ChartFrame>
  );
}

export function LearnersChart({ overview }: { overview: Overview }) {
  const weeks = overview.learners;
  const latest = weeks.at(-1);
  return (
    <ChartFrame
      id="chart-learners"
      title="Active learners per week, last 13 weeks"
      summary={`Members who watched a class each week; ${latest?.learners ?? 0} so far in the week starting ${latest?.week ?? ''}.`}
      table={learnersTable(overview)}
      csvHref={csv('learners')}
    >
      <GroupedBars
        categories={weeks.map((w) => w.week)}
        series={['learners']}
        values={weeks.map((w) => [w.learners])}
        format={shortDay}
      />
    </ChartFrame>
  );
}

const STAGES = ['entitled', 'started', 'half', 'completed'] as const;
const STAGE_LABELS = ['Entitled', 'Started', 'Half the classes', 'Completed'];

export function FunnelChart({ rows }: { rows: FunnelRow[] }) {
  return (
    <ChartFrame
      id="chart-funnel"
      title="Course funnel: entitled, started, half, completed"
      summary={
        rows.length === 0
          ? 'No courses in the catalog.'
          : rows
              .map(
                (r) =>
                  `${r.title}: ${r.entitled} entitled, ${r.started} started, ${r.half} halfway, ${r.completed} completed`,
              )
              .join('; ')
      }
      legend={STAGE_LABELS.map((label, i) => ({ label, swatch: PALETTE[i]! }))}
      table={funnelTable(rows)}
      csvHref={csv('funnel')}
    >
      <GroupedBars
        categories={rows.map((r) => r.id)}
        series={[...STAGES]}
        values={rows.map((r) => STAGES.map((stage) => r[stage]))}
        format={(id) => {
          const title = rows.find((r) => r.id === id)?.title ?? id;
          return title.length > 12 ? `${title.slice(0, 11)}…` : title;
        }}
      />
    </ChartFrame>
  );
}
