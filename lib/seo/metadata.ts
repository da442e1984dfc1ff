import type { Metadata } from 'next';
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAGS,
  LOCALES,
  localizedPath,
  OG_LOCALES,
  type Locale,
} from '../i18n/client';
import { site } from '../site';
import { SITE_TEXTS } from './site-texts';

type PageSeo = {
  title: string;
  description: string;
  /** The page's English path; each language's URL is made from it. */
  path: string;
  locale?: Locale;
  absoluteTitle?: boolean;
};

/**
 * The page's URL in every language, by hreflang, and `x-default` (the English one) for
 * everyone else. Relative: the root layout's metadataBase (SITE_URL) makes them absolute.
 */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[LANGUAGE_TAGS[locale]] = localizedPath(locale, path);
  languages['x-default'] = localizedPath(DEFAULT_LOCALE, path);
  return languages;
}

/**
 * Title, description, canonical URL, the other languages and the social cards of one
 * page in one language.
 */
export function pageMetadata({
  title,
  description,
  path,
  locale = DEFAULT_LOCALE,
  absoluteTitle,
}: PageSeo): Metadata {
  const image = {
    url: site.ogImage.src,
    width: site.ogImage.width,
    height: site.ogImage.height,
    alt: SITE_TEXTS[locale].ogImageAlt,
  };
  const url = localizedPath(locale, path);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map(
        (other) => OG_LOCALES[other],
      ),
      url,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
