import { notFoundMetadata, NotFoundPage } from '@/components/i18n/not-found-page';
import { RootDocument } from '@/components/i18n/root-document';
import { getServerEnv } from '@/lib/env';
import { organizationJsonLd, serializeJsonLd } from '@/lib/seo';
import { geistSans } from './fonts';
import './globals.css';

export const metadata = notFoundMetadata('en');

/**
 * A URL no route matches, /ms/… and /zh/… included: the English 404. (A 404 in Malay or
 * Chinese there is still missing: app/[locale]/not-found.tsx rendered only Next's error
 * shell in 16.4.5, docs/architecture.md#languages.)
 */
export default function GlobalNotFound() {
  return (
    <RootDocument
      locale="en"
      fontClassName={geistSans.variable}
      jsonLd={serializeJsonLd(organizationJsonLd(getServerEnv().SITE_URL))}
    >
      <NotFoundPage locale="en" />
    </RootDocument>
  );
}
