import { NextResponse } from 'next/server';
import { secretMatches } from '@/lib/auth';
import { getCronSecret } from '@/lib/env';
import { jsonError } from '@/lib/http';
import { log } from '@/lib/log';
import { deliverDueMail } from '@/lib/mail';

/**
 * The outbox's retries, scheduled by the host every few minutes (docs/operating.md) with
 * `Authorization: Bearer <CRON_SECRET>`. Safe to run on several instances at once: every
 * message is claimed before it is sent.
 */
export async function POST(request: Request) {
  const authorization = request.headers.get('authorization');
  const presented = authorization?.startsWith('Bearer ')
    ? authorization.slice('Bearer '.length).trim()
    : null;
  if (!secretMatches(presented, getCronSecret()))
    return jsonError(401, 'Invalid or missing bearer secret');
  try {
    const report = await deliverDueMail();
    if (report.sent + report.waiting + report.failed + report.dropped > 0)
      log('info', 'mail outbox delivered', { route: '/api/cron/mail', ...report });
    return NextResponse.json(report);
  } catch (error) {
    log('error', 'mail outbox delivery failed', { route: '/api/cron/mail', error });
    return jsonError(503, 'The outbox could not be read; the next run will try again.');
  }
}
