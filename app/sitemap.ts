import type { MetadataRoute } from 'next';
import { getServerEnv } from '@/lib/env';
import { LOCALES, localizedPath } from '@/lib/i18n';
import { absoluteUrl, languageAlternates, PUBLIC_ROUTES } from '@/lib/seo';

/** Every public page in every language, each with its alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = getServerEnv().SITE_URL;
  const absolute = (languages: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(languages).map(([tag, path]) => [tag, absoluteUrl(base, path)]),
    );
  return PUBLIC_ROUTES.flatMap((route) =>
    LOCALES.map((locale) => ({
      url: absoluteUrl(base, localizedPath(locale, route.path)),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
      alternates: { languages: absolute(languageAlternates(route.path)) },
    })),
  );
}
