import { getCurrentSession, getRequestLocale, notSignedInResponse } from '@/lib/auth';
import { calendarOf } from '@/lib/calendar';
import { getServerEnv } from '@/lib/env';
import { isInAudience } from '@/lib/grants/client';
import { jsonError } from '@/lib/http';
import { getTranslator } from '@/lib/i18n';
import { loadLiveSessions, localizedText } from '@/lib/live';
import { log } from '@/lib/log';

/**
 * "Add to calendar": one session as a one-event .ics download, for the signed-in member
 * only and only for a session of their audience; any other id is a 404 that says nothing.
 * The event's UID and SEQUENCE are the feed's, so the download and the feed are one event;
 * its words are in the member's language.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/calendar/session/[sessionId]'>,
) {
  const session = await getCurrentSession();
  if (!session) return notSignedInResponse();
  const { sessionId } = await params;
  // The member reads a refusal in their browser: in their language, as the exports answer.
  const locale = await getRequestLocale();
  const t = getTranslator(locale, 'live');
  let sessions;
  try {
    sessions = await loadLiveSessions();
  } catch (error) {
    log('error', 'could not load the live sessions', { route: '/api/calendar/session', error });
    return jsonError(503, t('errors.calendarUnavailable'));
  }
  const live = sessions.find((s) => s.id === sessionId);
  if (!live || !isInAudience(live, session.record.courseIds))
    return jsonError(404, t('errors.sessionNotFound'));
  const body = calendarOf([live], {
    siteUrl: getServerEnv().SITE_URL,
    name: localizedText(live, locale).title,
    locale,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="live-session-${live.id.replace(/[^\w-]/g, '')}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
