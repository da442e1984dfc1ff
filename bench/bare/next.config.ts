import type { NextConfig } from 'next';

/** The yardstick's own config, so Next does not pick up the app's from the folder above. */
const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
};

export default nextConfig;
