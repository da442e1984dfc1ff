import { HOST_PATTERN } from '../env';

export { HOST_PATTERN };

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
