import {
  fetchImportJob,
  reportCsv,
  reportFileName,
  reportRows,
  type ImportJob,
} from '@/lib/accounts';
import { getOperatorSession, NOT_FOUND } from '@/lib/auth';
import { jsonError } from '@/lib/http';
import { log } from '@/lib/log';

/**
 * The import's per-row report as CSV, for operators only (anyone else: not found). A read
 * that fails is logged and answered 503 with what to do.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/admin/import/[id]/report'>,
) {
  if (!(await getOperatorSession())) return jsonError(404, NOT_FOUND);
  let job: ImportJob | null;
  try {
    job = await fetchImportJob((await params).id);
  } catch (error) {
    log('error', 'console import report failed', { route: '/admin/import/[id]/report', error });
    return jsonError(503, 'The import report could not be read just now. Please try again.');
  }
  if (!job) return jsonError(404, NOT_FOUND);
  return new Response(reportCsv(reportRows(job)), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${reportFileName(job.fileName)}"`,
      'cache-control': 'private, no-store',
    },
  });
}
