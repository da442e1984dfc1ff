import { NextResponse, type NextRequest } from 'next/server';
import { loginPathFor, SESSION_COOKIE } from './lib/auth/client';

/**
 * An optimistic check only: no cookie, no members page. The page itself verifies the
 * cookie with Firebase, so this does no network or database work.
 */
export function proxy(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(new URL(loginPathFor(pathname + search), request.url));
}

export const config = {
  matcher: ['/home/:path*'],
};
