import type { Metadata, Viewport } from 'next';
import { AppToaster } from '@/components/ui/app-toaster';
import { getServerEnv } from '@/lib/env';
import { organizationJsonLd, serializeJsonLd } from '@/lib/seo';
import { site } from '@/lib/site';
import { geistSans } from './fonts';
import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getServerEnv().SITE_URL),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    icons: { icon: site.logo.src },
  };
}

export const viewport: Viewport = {
  themeColor: '#05070d',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const jsonLd = serializeJsonLd(organizationJsonLd(getServerEnv().SITE_URL));
  return (
    <html lang="en" className={geistSans.variable}>
      <body className="min-h-dvh font-sans">
        {children}
        <AppToaster />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </body>
    </html>
  );
}
