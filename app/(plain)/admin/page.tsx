import { redirect } from 'next/navigation';
import { DataTable, type Column } from '@/components/admin/data-table';
import {
  ActiveMembersChart,
  FunnelChart,
  LearnersChart,
  RevenueCharts,
} from '@/components/admin/overview/charts';
import { OverviewFigures } from '@/components/admin/overview/figures';
import {
  consoleHref,
  funnelRows,
  operatorMetadata,
  overviewFigures,
  planRevenueRows,
  revenueSeries,
  type PlanRevenueRow,
} from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { getCatalogOrEmpty } from '@/lib/content';
import { fetchCourseFunnel } from '@/lib/grants';
import { fetchJournalMemberCount } from '@/lib/journal';
import { fetchPlans } from '@/lib/payments';
import { fetchOverview } from '@/lib/stats';

export const generateMetadata = () => operatorMetadata('Overview');

const PLAN_COLUMNS: Array<Column<PlanRevenueRow>> = [
  { header: 'Plan', rowHeader: true, cell: (row) => row.name },
  { header: 'Currency', cell: (row) => row.currency },
  { header: 'Revenue (30 days)', numeric: true, cell: (row) => row.amount },
];

/**
 * The console's overview: figures and charts from the aggregates in stats/* (lib/stats),
 * so a load reads the same number of documents with ten members or a hundred thousand.
 * The members list moved to /admin/members; its old links (?q=, ?after=) still lead there.
 */
export default async function OverviewPage({ searchParams }: PageProps<'/admin'>) {
  await requireOperator();
  const params = await searchParams;
  const one = (value: string | string[] | undefined) =>
    typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
  if (params.q !== undefined || params.after !== undefined)
    redirect(consoleHref('/admin/members', { q: one(params.q), after: one(params.after) }));
  const [overview, plans, { courses }] = await Promise.all([
    fetchOverview(),
    fetchPlans(),
    getCatalogOrEmpty('/admin'),
  ]);
  const funnel = await fetchCourseFunnel(courses.map((course) => course.id));
  // The journal is private: the console sees only how many members keep one.
  const journalMembers = await fetchJournalMemberCount().catch(() => null);
  const names = new Map(plans.flatMap(({ price, plan }) => (plan ? [[price, plan.name]] : [])));
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold tracking-tight">Overview</h1>
      <section aria-labelledby="figures-heading" className="flex flex-col gap-3">
        <h2 id="figures-heading" className="text-lg font-semibold">
          Figures
        </h2>
        <OverviewFigures figures={overviewFigures(overview)} />
        {journalMembers !== null && (
          <p data-testid="journal-members" className="text-sm">
            Members using the trade journal: {journalMembers}
          </p>
        )}
        <DataTable
          label="Revenue per plan, last 30 days"
          caption="Revenue per plan, last 30 days (refunds netted out)"
          columns={PLAN_COLUMNS}
          rows={planRevenueRows(overview.figures.revenue30ByPlan, names)}
          rowKey={(row) => `${row.plan}:${row.currency}`}
          empty="No revenue in the last 30 days."
        />
      </section>
      <section aria-labelledby="charts-heading" className="flex flex-col gap-3">
        <h2 id="charts-heading" className="text-lg font-semibold">
          Charts
        </h2>
        <div className="grid gap-4 xl:grid-cols-2">
          <ActiveMembersChart overview={overview} />
          <RevenueCharts series={revenueSeries(overview, names)} />
          <LearnersChart overview={overview} />
          <FunnelChart rows={funnelRows(courses, funnel)} />
        </div>
      </section>
    </div>
  );
}
