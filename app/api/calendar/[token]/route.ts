import {
  allowFeedRequest,
  calendarOf,
  countFeedMiss,
  feedNameOf,
  feedTokenHash,
  loadFeedOwner,
  tokenOfFeedSegment,
} from '@/lib/calendar';
import { getServerEnv } from '@/lib/env';
import { isInAudience } from '@/lib/grants/client';
import { clientAddress, jsonError } from '@/lib/http';
import { loadLiveSessions } from '@/lib/live';
import { log } from '@/lib/log';
import { activeCourseIds } from '@/lib/members';

/** How often a subscribed calendar is asked to poll (REFRESH-INTERVAL). */
const REFRESH_MINUTES = 15;

/**
 * A member's private calendar feed, `/api/calendar/<token>.ics`, for calendar apps, which
 * cannot sign in: the token is the key. It lists the sessions of the member's audience as
 * their access is now, cancelled ones as CANCELLED, in the member's language; a member without access gets an empty
 * calendar, an unknown or reset token a 404. Both reads are cached (the sessions per
 * deployment, a known token's owner for a few minutes), so polling costs Firestore little.
 * Requests are limited per token, and per client address only by their unknown tokens (each
 * an uncached read): a calendar service fetches many members' feeds from one address. Both
 * are checked before any read (429); an address that used up its misses is refused for
 * every token (lib/calendar/feed-rate.ts).
 */
export async function GET(request: Request, { params }: RouteContext<'/api/calendar/[token]'>) {
  const token = tokenOfFeedSegment((await params).token);
  if (!token) return jsonError(404, 'Not found');
  let body: string;
  try {
    const address = clientAddress(request.headers, getServerEnv().TRUSTED_PROXY_HOPS);
    if (!(await allowFeedRequest({ address, tokenHash: feedTokenHash(token) }))) {
      const limited = jsonError(429, 'Too many requests');
      limited.headers.set('Retry-After', '600');
      return limited;
    }
    const owner = await loadFeedOwner(token);
    if (!owner) {
      await countFeedMiss(address);
      return jsonError(404, 'Not found');
    }
    const courses = activeCourseIds(owner.grants, Date.now());
    const sessions = courses.length
      ? (await loadLiveSessions()).filter((session) => isInAudience(session, courses))
      : [];
    body = calendarOf(sessions, {
      siteUrl: getServerEnv().SITE_URL,
      name: feedNameOf(owner.language),
      refreshMinutes: REFRESH_MINUTES,
      locale: owner.language,
    });
  } catch (error) {
    log('error', 'could not answer a calendar feed', { route: '/api/calendar', error });
    return jsonError(503, 'Calendar unavailable, try again later');
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="live-sessions.ics"',
      'Cache-Control': 'private, no-store',
    },
  });
}
