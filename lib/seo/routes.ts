/** The public, indexable pages: the sitemap lists them, robots.txt keeps crawlers off the rest. */
export const PUBLIC_ROUTES = [
  { path: '/', priority: 1, changeFrequency: 'weekly' },
  { path: '/marketing', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/contact-us', priority: 0.6, changeFrequency: 'yearly' },
  { path: '/privacy-policy', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/terms-and-conditions', priority: 0.3, changeFrequency: 'yearly' },
] as const;

export const PRIVATE_PREFIXES = ['/home', '/login', '/api/'] as const;

/** An absolute URL on the site; `base` is SITE_URL, with or without a trailing slash. */
export function absoluteUrl(base: string, path: string): string {
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}
