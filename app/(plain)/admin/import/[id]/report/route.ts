import { fetchImportJob, reportCsv, reportFileName, reportRows } from '@/lib/accounts';
import { getOperatorSession, NOT_FOUND } from '@/lib/auth';
import { jsonError } from '@/lib/http';

/** The import's per-row report as CSV, for operators only (anyone else: not found). */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/admin/import/[id]/report'>,
) {
  if (!(await getOperatorSession())) return jsonError(404, NOT_FOUND);
  const job = await fetchImportJob((await params).id);
  if (!job) return jsonError(404, NOT_FOUND);
  return new Response(reportCsv(reportRows(job)), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${reportFileName(job.fileName)}"`,
      'cache-control': 'private, no-store',
    },
  });
}
