import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/i18n/not-found-page';
import { RootDocument } from '@/components/i18n/root-document';
import { SkipLink } from '@/components/ui/skip-link';
import { getServerEnv } from '@/lib/env';
import { getTranslator, pickMessages } from '@/lib/i18n';
import { organizationJsonLd, serializeJsonLd } from '@/lib/seo';
import { geistSans } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: getTranslator('en', 'common')('notFound.title'),
  robots: { index: false },
};

/**
 * A URL no route matches (no language prefix, no members' or console page): the English
 * 404. Under /ms and /zh, app/[locale]/not-found.tsx answers in that language.
 */
export default function GlobalNotFound() {
  return (
    <RootDocument
      locale="en"
      messages={pickMessages('en', ['common'])}
      fontClassName={geistSans.variable}
      jsonLd={serializeJsonLd(organizationJsonLd(getServerEnv().SITE_URL))}
    >
      <SkipLink label={getTranslator('en', 'common')('skipToMain')} />
      <NotFoundPage locale="en" />
    </RootDocument>
  );
}
