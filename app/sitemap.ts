import type { MetadataRoute } from 'next';
import { getServerEnv } from '@/lib/env';
import { absoluteUrl, PUBLIC_ROUTES } from '@/lib/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getServerEnv().SITE_URL;
  return PUBLIC_ROUTES.map((route) => ({
    url: absoluteUrl(base, route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
