import { NextResponse } from 'next/server';
import { presentedSecret, secretMatches } from '@/lib/auth';
import { sendCoachDigests } from '@/lib/community';
import { getCronSecret, getServerEnv } from '@/lib/env';
import { jsonError } from '@/lib/http';
import { log } from '@/lib/log';

/**
 * The coaches' daily e-mail of unanswered questions, for the host's scheduler (once a
 * day, with the cron secret as a bearer token, compared in constant time). Safe to run
 * twice: each coach's digest is queued once a day.
 */
export async function POST(request: Request) {
  if (!secretMatches(presentedSecret(request.headers), getCronSecret()))
    return jsonError(401, 'Invalid or missing secret');
  try {
    return NextResponse.json(await sendCoachDigests(getServerEnv().SITE_URL));
  } catch (error) {
    log('error', 'the coaches digest failed', { route: '/api/cron/community', error });
    return jsonError(503, 'The digest failed; the next run goes on');
  }
}
