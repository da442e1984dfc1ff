import type { Metadata } from 'next';
import { site } from '../site';

type PageSeo = { title: string; description: string; path: string; absoluteTitle?: boolean };

/**
 * Title, description, canonical URL and the social cards of one page. Paths are relative:
 * the root layout's metadataBase (SITE_URL) makes them absolute.
 */
export function pageMetadata({ title, description, path, absoluteTitle }: PageSeo): Metadata {
  const image = {
    url: site.ogImage.src,
    width: site.ogImage.width,
    height: site.ogImage.height,
    alt: site.ogImage.alt,
  };
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_MY',
      url: path,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
