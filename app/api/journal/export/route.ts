import {
  getCurrentSession,
  getRequestLocale,
  getRequestTimeZone,
  notSignedInResponse,
} from '@/lib/auth';
import { jsonError } from '@/lib/http';
import { DEFAULT_TIME_ZONE, getTranslator } from '@/lib/i18n';
import { dayOf, fetchAllTrades, tradesCsv } from '@/lib/journal';
import { log } from '@/lib/log';
import { contentDisposition } from '@/lib/members';
import { RateLimiter } from '@/lib/rate-limit';

/**
 * An export reads the member's whole journal, up to 10,000 billed reads: 5 a member per 10
 * minutes, counted before the read, on every instance together (lib/rate-limit).
 */
const exports = new RateLimiter({ limit: 5, windowMs: 10 * 60_000 }, { name: 'journal-export' });

/**
 * Every trade of the signed-in member, and only theirs (read under their own record), as
 * CSV in the import's columns: a file the import takes back without doubling anything.
 */
export async function GET() {
  const session = await getCurrentSession();
  if (!session) return notSignedInResponse();
  // In the member's language, as the notes' export answers.
  const t = getTranslator(await getRequestLocale(), 'journal');
  if (!(await exports.allow(session.member.uid)))
    return jsonError(429, t('problems.exportTooMany'));
  let csv: string;
  try {
    csv = tradesCsv(await fetchAllTrades(session.member.email));
  } catch (error) {
    log('error', 'journal export failed', { route: '/api/journal/export', error });
    return jsonError(503, t('problems.exportFailed'));
  }
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(
        // Dated by the member's day (their saved zone, else the academy's), not UTC's.
        `journal-${dayOf(Date.now(), (await getRequestTimeZone()) ?? DEFAULT_TIME_ZONE)}.csv`,
      ),
      'Cache-Control': 'private, no-store',
    },
  });
}
