/**
 * Where to send a member after sign-in: only a path on this site, never another origin
 * (absolute, protocol-relative, backslash or javascript: URLs all fall back to /home).
 */
export function safeNextPath(next: string | null | undefined, fallback = '/home'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return fallback;
  try {
    const url = new URL(next, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export function loginPathFor(pathWithQuery: string): string {
  return `/login?next=${encodeURIComponent(pathWithQuery)}`;
}
