import { getCurrentSession, getRequestLocale, NOT_SIGNED_IN } from '@/lib/auth';
import { jsonError } from '@/lib/http';
import { getTranslator } from '@/lib/i18n';
import { fetchAllTrades, tradesCsv } from '@/lib/journal';
import { log } from '@/lib/log';
import { contentDisposition } from '@/lib/members';

/**
 * Every trade of the signed-in member, and only theirs (read under their own record), as
 * CSV in the import's columns: a file the import takes back without doubling anything.
 */
export async function GET() {
  const session = await getCurrentSession();
  if (!session) return jsonError(401, NOT_SIGNED_IN);
  let csv: string;
  try {
    csv = tradesCsv(await fetchAllTrades(session.member.email));
  } catch (error) {
    log('error', 'journal export failed', { route: '/api/journal/export', error });
    // In the member's language, as the notes' export answers.
    const t = getTranslator(await getRequestLocale(), 'journal');
    return jsonError(503, t('problems.exportFailed'));
  }
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(
        `journal-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
      'Cache-Control': 'private, no-store',
    },
  });
}
