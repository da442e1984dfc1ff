/**
 * CSRF guard for state-changing requests: the browser's Origin must name the host the
 * request was sent to (behind a proxy, the forwarded host).
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
