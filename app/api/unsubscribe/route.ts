import { NextResponse } from 'next/server';
import { jsonError, readBodyCapped, REQUEST_ERRORS } from '@/lib/http';
import { log } from '@/lib/log';
import { INVALID_UNSUBSCRIBE_LINK, readUnsubscribeLink, turnOffTopic } from '@/lib/mail';

/**
 * The List-Unsubscribe link of every e-mail with a topic (lib/mail). Signed: the address
 * and the one topic it names, no sign-in needed.
 *
 * POST with `List-Unsubscribe=One-Click` (RFC 8058, sent by mail clients, or by the
 * confirmation page's button) turns that topic off and answers at once. GET changes
 * nothing, since mail scanners fetch links: it leads to the page with the button. When the
 * address has no member record (an old address after a move), nothing changes and the
 * answer says so rather than "unsubscribed".
 */
const MAX_BODY_BYTES = 4096;

/**
 * A 303 to the confirmation page, as a path: under `next start` a route handler's
 * request.url names the server's own host and port (http://localhost:3000 behind a load
 * balancer), not the site the member opened, so an absolute URL built from it would send
 * them there. The browser resolves the path against the address it asked.
 */
const toPage = (search: string) =>
  new Response(null, { status: 303, headers: { Location: `/unsubscribe${search}` } });

export async function POST(request: Request) {
  const url = new URL(request.url);
  const link = readUnsubscribeLink(url.searchParams);
  if (!link) return jsonError(400, INVALID_UNSUBSCRIBE_LINK);

  const body = await readBodyCapped(request, MAX_BODY_BYTES);
  if (!body.ok) return jsonError(413, REQUEST_ERRORS.bodyTooLarge);
  const form = await new Response(Buffer.from(body.bytes), {
    headers: {
      'content-type': request.headers.get('content-type') ?? 'application/x-www-form-urlencoded',
    },
  })
    .formData()
    .catch(() => null);
  if (form?.get('List-Unsubscribe') !== 'One-Click')
    return jsonError(400, 'A one-click unsubscribe posts the body List-Unsubscribe=One-Click.');

  // The confirmation page's own button: back to the page, which says in the reader's
  // language what happened (done, nothing to change, or not saved: try again).
  const backToPage = (done: '1' | 'none' | 'failed') => toPage(`${url.search}&done=${done}`);
  const fromPage = form.get('from') === 'page';
  let changed: boolean;
  try {
    changed = await turnOffTopic(link.address, link.topic);
  } catch (error) {
    log('error', 'unsubscribe failed', { route: '/api/unsubscribe', topic: link.topic, error });
    if (fromPage) return backToPage('failed');
    return jsonError(503, 'Your choice could not be saved just now. Please try again.');
  }
  if (fromPage) return backToPage(changed ? '1' : 'none');
  return NextResponse.json({ unsubscribed: changed ? link.topic : null });
}

/** A person opened the link: the page says what it would do, or that the link is not valid. */
export function GET(request: Request) {
  return toPage(new URL(request.url).search);
}
