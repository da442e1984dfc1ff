import {
  activeTable,
  EXPORT_FAILED,
  funnelRows,
  funnelTable,
  isChartExport,
  learnersTable,
  membersQuery,
  membersTable,
  revenueSeries,
  revenueTable,
  tableCsv,
  type ChartTable,
} from '@/lib/admin';
import { getOperatorSession, NOT_FOUND } from '@/lib/auth';
import { getCatalogOrEmpty } from '@/lib/content';
import { fetchCourseFunnel } from '@/lib/grants';
import { jsonError } from '@/lib/http';
import { log } from '@/lib/log';
import { listMembers } from '@/lib/members';
import { fetchPlans } from '@/lib/payments';
import { fetchOverview } from '@/lib/stats';

/** Pages of the members list an export reads at most (50 a page). */
const MAX_MEMBER_PAGES = 2000;

async function membersCsvTable(search: URLSearchParams): Promise<ChartTable> {
  const { prefix, language } = membersQuery(Object.fromEntries(search));
  const rows = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_MEMBER_PAGES; page++) {
    const listed = await listMembers({ prefix, after, language });
    rows.push(...listed.rows);
    if (!listed.next) break;
    after = listed.next;
  }
  return membersTable(rows);
}

async function chartTable(name: string): Promise<ChartTable> {
  if (name === 'funnel') {
    const { courses } = await getCatalogOrEmpty('/admin/export');
    return funnelTable(
      funnelRows(courses, await fetchCourseFunnel(courses.map((course) => course.id))),
    );
  }
  const overview = await fetchOverview();
  if (name === 'active-members') return activeTable(overview);
  if (name === 'learners') return learnersTable(overview);
  const names = new Map(
    (await fetchPlans()).flatMap(({ price, plan }) => (plan ? [[price, plan.name]] : [])),
  );
  return revenueTable(revenueSeries(overview, names));
}

/**
 * The console's CSV downloads, for operators only (anyone else: not found): the members
 * list with its search and language filter (`/admin/export/members?q=<prefix>&lang=<ms>`) and each overview chart's data.
 * A read that fails (Firestore, Contentful) is logged and answered 503 with what to do.
 */
export async function GET(request: Request, { params }: RouteContext<'/admin/export/[name]'>) {
  if (!(await getOperatorSession())) return jsonError(404, NOT_FOUND);
  const { name } = await params;
  if (name !== 'members' && !isChartExport(name)) return jsonError(404, NOT_FOUND);
  let table: ChartTable;
  try {
    table =
      name === 'members'
        ? await membersCsvTable(new URL(request.url).searchParams)
        : await chartTable(name);
  } catch (error) {
    log('error', 'console export failed', { route: '/admin/export/[name]', name, error });
    return jsonError(503, EXPORT_FAILED);
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(tableCsv(table), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
