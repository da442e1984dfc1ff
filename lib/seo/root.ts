import type { Metadata } from 'next';
import { site } from '../site';

/** What every root layout's pages share: the absolute base, the title pattern, the icon. */
export function rootMetadata(siteUrl: string, description: string): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    title: { default: site.name, template: `%s | ${site.name}` },
    description,
    applicationName: site.name,
    icons: { icon: site.logo.src },
  };
}
