import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { incrementalCacheConfig } from './lib/cache';
import { getBenchRoutes, getRedisUrl, getServerEnv } from './lib/env';
import { securityHeaders, securityOptionsOf } from './lib/security';
import { localeRedirects, localeRewrites } from './lib/seo';

const nextConfig: NextConfig = {
  // The test run builds into its own folder so it never clobbers a running demo's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The benchmarks' pages (`page.bench.tsx`) are routes only in the benchmarks' builds.
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(getBenchRoutes() ? ['bench.tsx'] : [])],
  poweredByHeader: false,
  reactStrictMode: true,
  // With REDIS_URL, several instances share the content cache and its revalidation through
  // Redis. Pages and route handlers take this choice from the build (`next start` does not
  // change it), and the handler connects to REDIS_URL at run time: set it for both.
  ...incrementalCacheConfig(getRedisUrl(), fileURLToPath(new URL('.', import.meta.url))),
  // English keeps the unprefixed URLs: they are the /en pages, served without a redirect.
  async rewrites() {
    return { beforeFiles: localeRewrites(), afterFiles: [], fallback: [] };
  },
  async redirects() {
    return localeRedirects();
  },
  // Catalogues are compiled on the server (lib/i18n/messages.ts), so every bundle formats
  // them with use-intl's format-only formatter and none carries the ICU parser (jest.config.mjs
  // aliases it alike).
  turbopack: {
    resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' },
  },
  // The 404 for a URL no route matches (app/global-not-found.tsx): the public pages' root
  // layout sits under [locale], so there is no single layout to compose one.
  experimental: { globalNotFound: true },
  // Read at build, not at import: tools such as `next typegen` load this file without the
  // app's environment.
  async headers() {
    const options = securityOptionsOf(getServerEnv(), process.env.NODE_ENV !== 'production');
    return [{ source: '/:path*', headers: securityHeaders(options) }];
  },
};

export default nextConfig;
