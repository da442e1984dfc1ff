/**
 * Host allow-lists, as CSP writes host sources: `*.example.net` (any subdomain, over
 * https), `files.example.net` or `files.example.net:8443` (that host, over https), or an
 * origin with its scheme, `http://127.0.0.1:9300` (exactly that origin: the local stand-ins).
 */
export const HOST_PATTERN = /^(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;

function matches(url: URL, pattern: string): boolean {
  if (/^https?:\/\//i.test(pattern)) return url.origin === new URL(pattern).origin;
  if (url.protocol !== 'https:') return false;
  const [host = '', port = ''] = pattern.toLowerCase().split(':');
  if (url.port !== (port === '443' ? '' : port)) return false;
  return host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host;
}

/** Whether `url` is an absolute URL on one of the hosts `patterns` allow. */
export function isAllowedUrl(url: string, patterns: readonly string[]): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return patterns.some((pattern) => matches(parsed, pattern));
}
