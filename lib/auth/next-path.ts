const BASE = 'http://site.invalid';

/**
 * A path the router may navigate to as it is: it starts with exactly one '/' (never '//'
 * or '/\', which browsers read as another host) and holds no backslash or control
 * character (URL parsing drops tabs and newlines, so '/\t/evil' would become '//evil').
 */
function isPlainSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/**
 * Where to send a member after sign-in: only a path on this site, never another origin
 * (absolute, protocol-relative, backslash or javascript: URLs all fall back to /home).
 * The check applies to the normalised path that is returned, not only to the input:
 * '/..//evil.example' normalises to '//evil.example', which is another site.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/home'): string {
  if (!next || !isPlainSitePath(next)) return fallback;
  try {
    const url = new URL(next, BASE);
    if (url.origin !== BASE) return fallback;
    const path = url.pathname + url.search + url.hash;
    if (!isPlainSitePath(path)) return fallback;
    // The router resolves the result once more against the page's URL: it must stay here
    // and mean the same path.
    const again = new URL(path, BASE);
    if (again.origin !== BASE || again.pathname + again.search + again.hash !== path)
      return fallback;
    return path;
  } catch {
    return fallback;
  }
}

export function loginPathFor(pathWithQuery: string): string {
  return `/login?next=${encodeURIComponent(pathWithQuery)}`;
}
