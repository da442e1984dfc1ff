import { NextResponse, type NextRequest } from 'next/server';
import { loginPathFor, SESSION_COOKIE } from './lib/auth/client';
import { getServerEnv } from './lib/env';
import { DEFAULT_LOCALE, PAGE_LOCALE_HEADER, splitLocalePath } from './lib/i18n/client';
import { contentSecurityPolicy, newNonce, securityOptionsOf } from './lib/security';

const isMembersPath = (pathname: string) => pathname === '/home' || pathname.startsWith('/home/');

/**
 * Runs before every URL under /ms and /zh but their prerendered pages, only to name its
 * language to the 404 such a URL gets (so those pages reach a CDN's cache without running
 * this), and before every page rendered per request (lib/security's NONCE_PAGES):
 *
 * - its Content-Security-Policy, with a fresh nonce: set on the request, where Next's render
 *   reads the nonce and puts it on every script it writes, and on the response;
 * - on the members area, an optimistic check only: no cookie, no members page. The page
 *   itself verifies the cookie with Firebase, so this does no network or database work.
 */
export function proxy(request: NextRequest) {
  const { locale } = splitLocalePath(request.nextUrl.pathname);
  if (locale !== DEFAULT_LOCALE) {
    const headers = new Headers(request.headers);
    headers.set(PAGE_LOCALE_HEADER, locale);
    return NextResponse.next({ request: { headers } });
  }
  const policy = contentSecurityPolicy(
    securityOptionsOf(getServerEnv(), process.env.NODE_ENV !== 'production'),
    newNonce(),
  );
  const { pathname, search } = request.nextUrl;
  let response: NextResponse;
  if (isMembersPath(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    response = NextResponse.redirect(new URL(loginPathFor(pathname + search), request.url));
  } else {
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', policy);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set('content-security-policy', policy);
  return response;
}

/**
 * The other languages' URLs but their public pages (lib/seo PUBLIC_ROUTES), and NONCE_PAGES,
 * as literals: Next reads a matcher without running this file.
 */
export const config = {
  matcher: [
    '/ms/((?!marketing$|contact-us$|privacy-policy$|terms-and-conditions$).+)',
    '/zh/((?!marketing$|contact-us$|privacy-policy$|terms-and-conditions$).+)',
    '/home/:path*',
    '/admin/:path*',
    '/login/:path*',
    '/bench-floor/:path*',
    '/unsubscribe/:path*',
  ],
};
