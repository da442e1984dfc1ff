import { NextResponse } from 'next/server';
import { secretMatches } from '@/lib/auth';
import { getCronSecret } from '@/lib/env';
import { jsonError } from '@/lib/http';
import { log } from '@/lib/log';
import { sendDueReminders } from '@/lib/reminders';

/** Up to a minute: a run stops starting pages before that, and the next run goes on. */
export const maxDuration = 60;

/**
 * The reminders job, for the host's scheduler (every 5 minutes, docs/operating.md):
 * `Authorization: Bearer <CRON_SECRET>`, compared in constant time. Safe to run twice or
 * on two instances at once: every message is queued once.
 */
export async function POST(request: Request) {
  const authorization = request.headers.get('authorization');
  const presented = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : null;
  if (!secretMatches(presented, getCronSecret())) {
    return jsonError(401, 'Invalid or missing secret');
  }
  try {
    return NextResponse.json(await sendDueReminders());
  } catch (error) {
    log('error', 'the reminders job failed', { route: '/api/cron/reminders', error });
    return jsonError(503, 'Reminders failed; the next run goes on');
  }
}
