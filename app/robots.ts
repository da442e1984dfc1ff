import type { MetadataRoute } from 'next';
import { getServerEnv } from '@/lib/env';
import { absoluteUrl, PRIVATE_PREFIXES } from '@/lib/seo';

export default function robots(): MetadataRoute.Robots {
  const base = getServerEnv().SITE_URL;
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE_PREFIXES] },
    sitemap: absoluteUrl(base, '/sitemap.xml'),
  };
}
