import type { NextConfig } from 'next';

/** The app's own setting: Cache Components off. */
const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
};

export default nextConfig;
