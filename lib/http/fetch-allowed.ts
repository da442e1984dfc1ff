/** A URL outside the allow-list: nothing was requested from it. */
export class HostNotAllowedError extends Error {
  constructor(readonly host: string) {
    super(`host not allowed: ${host}`);
    this.name = 'HostNotAllowedError';
  }
}

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : 'not a URL');

/**
 * Fetches `url` only when `allowed` says so, and follows a redirect (up to `maxRedirects`)
 * only to a URL it allows too: no request ever goes to another host. Throws
 * HostNotAllowedError for a refused URL, before asking it anything.
 */
export async function fetchAllowed(
  url: string,
  allowed: (url: string) => boolean,
  init: Omit<RequestInit, 'redirect'> = {},
  maxRedirects = 3,
): Promise<Response> {
  let current = url;
  for (let redirects = 0; ; redirects++) {
    if (!allowed(current)) throw new HostNotAllowedError(hostOf(current));
    const response = await fetch(current, { ...init, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) return response;
    await response.body?.cancel();
    if (redirects >= maxRedirects) throw new Error(`more than ${maxRedirects} redirects`);
    current = new URL(location, current).toString();
  }
}
