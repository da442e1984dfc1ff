import { DEFAULT_LOCALE } from '../i18n/client';
import { PUBLIC_ROUTES } from './routes';

const englishPage = (path: string) => `/${DEFAULT_LOCALE}${path === '/' ? '' : path}`;

/**
 * next.config.ts's rewrites: each English public URL is its prerendered /en page. Listed
 * one by one, so no other path is taken for English (it stays the site's 404).
 */
export function localeRewrites() {
  return PUBLIC_ROUTES.map((route) => ({
    source: route.path,
    destination: englishPage(route.path),
  }));
}

/** /en and /en/… lead to the one English URL, so each page has one address. */
export function localeRedirects() {
  return [
    { source: `/${DEFAULT_LOCALE}`, destination: '/', permanent: true },
    { source: `/${DEFAULT_LOCALE}/:path*`, destination: '/:path*', permanent: true },
  ];
}
