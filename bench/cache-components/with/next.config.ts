import type { NextConfig } from 'next';

/**
 * The same pages with Cache Components (and so Partial Prerendering) on; built twice, with
 * Partial Prefetching on (what Next.js asks of a new project) and off (an older one's setting).
 */
const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  cacheComponents: true,
  partialPrefetching: process.env.BENCH_PARTIAL_PREFETCHING === 'true',
};

export default nextConfig;
