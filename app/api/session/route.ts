import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import {
  createSessionCookie,
  fetchSessionOf,
  isSameOrigin,
  NotSignedInError,
  SESSION_COOKIE,
  sessionMaxAgeSeconds,
  StaleSignInError,
  type MemberSession,
} from '@/lib/auth';
import { getServerEnv } from '@/lib/env';
import { jsonError, readJsonCapped, REQUEST_ERRORS } from '@/lib/http';
import { log } from '@/lib/log';
import { endSessions } from '@/lib/members';

const body = z.object({ idToken: z.string().min(1).max(8192) });
/** Room for the longest idToken and its JSON; anything bigger is refused unread. */
const MAX_BODY_BYTES = 10 * 1024;

function cookieOptions() {
  const env = getServerEnv();
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: !env.LOCAL_STACK || env.SITE_URL.startsWith('https:'),
    path: '/',
  };
}

/** Exchanges a fresh Firebase ID token for the HttpOnly session cookie. */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers)) return jsonError(403, REQUEST_ERRORS.crossOrigin);
  const read = await readJsonCapped(request, MAX_BODY_BYTES);
  if (!read.ok && read.status === 413) return jsonError(413, REQUEST_ERRORS.bodyTooLarge);
  const parsed = body.safeParse(read.ok ? read.value : null);
  if (!parsed.success) return jsonError(400, 'Expected a JSON body with an idToken');
  try {
    const cookie = await createSessionCookie(parsed.data.idToken);
    const response = new NextResponse(null, { status: 204 });
    response.cookies.set(SESSION_COOKIE, cookie, {
      ...cookieOptions(),
      maxAge: sessionMaxAgeSeconds(),
    });
    return response;
  } catch (error) {
    if (error instanceof NotSignedInError || error instanceof StaleSignInError)
      return jsonError(401, error.message);
    log('error', 'session creation failed', { route: '/api/session', error });
    return jsonError(503, 'Could not start a session; try again');
  }
}

/**
 * Signs out: ends the member's sessions everywhere, then clears the cookie. When the end
 * cannot be recorded, or the member's record cannot even be read to see whether the cookie
 * opens a session, the cookie stays and the answer says so: the member must not be told
 * they are signed out while their session still opens the members area.
 */
export async function DELETE(request: NextRequest) {
  if (!isSameOrigin(request.headers)) return jsonError(403, REQUEST_ERRORS.crossOrigin);
  let session: MemberSession | null = null;
  try {
    session = await fetchSessionOf(request.cookies.get(SESSION_COOKIE)?.value);
    if (session) await endSessions(session.member);
  } catch (error) {
    log('error', 'logout failed', { route: '/api/session', uid: session?.member.uid, error });
    return jsonError(503, 'Could not sign out; try again');
  }
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(SESSION_COOKIE, '', { ...cookieOptions(), maxAge: 0 });
  return response;
}
