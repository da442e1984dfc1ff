import type { Metadata, Viewport } from 'next';
import { ClientRoot } from '@/components/i18n/client-root';
import { RootDocument } from '@/components/i18n/root-document';
import { getServerEnv } from '@/lib/env';
import { DEFAULT_LOCALE, getTranslator, pickMessages } from '@/lib/i18n';
import { rootMetadata } from '@/lib/seo';
import { geistSans } from '../fonts';
import '../globals.css';

export function generateMetadata(): Metadata {
  return rootMetadata(
    getServerEnv().SITE_URL,
    getTranslator(DEFAULT_LOCALE, 'site')('description'),
  );
}

export const viewport: Viewport = { themeColor: '#05070d' };

/**
 * Pages in English whatever the visitor's language: the operators' console (run by the
 * academy's staff), and the benchmarks' floor pages, which must cost no more than they say.
 * None of them is indexed, so they carry no JSON-LD.
 */
export default function PlainRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument locale="en" fontClassName={geistSans.variable}>
      <ClientRoot locale="en" messages={pickMessages('en', ['common', 'membersUi'])}>
        {children}
      </ClientRoot>
    </RootDocument>
  );
}
