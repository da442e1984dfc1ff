import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFoundMetadata, NotFoundPage } from '@/components/i18n/not-found-page';
import { RootDocument } from '@/components/i18n/root-document';
import { getServerEnv } from '@/lib/env';
import { DEFAULT_LOCALE, isLocale, PAGE_LOCALE_HEADER, type Locale } from '@/lib/i18n';
import { organizationJsonLd, serializeJsonLd } from '@/lib/seo';
import { geistSans } from './fonts';
import './globals.css';

/** The language proxy.ts found in the URL's prefix; English for any other URL. */
async function pageLocale(): Promise<Locale> {
  const named = (await headers()).get(PAGE_LOCALE_HEADER);
  return isLocale(named) ? named : DEFAULT_LOCALE;
}

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await pageLocale());
}

/** A URL no route matches: the 404 in the language of its prefix (/ms/…, /zh/…), else English. */
export default async function GlobalNotFound() {
  const locale = await pageLocale();
  return (
    <RootDocument
      locale={locale}
      fontClassName={geistSans.variable}
      jsonLd={serializeJsonLd(organizationJsonLd(getServerEnv().SITE_URL, locale))}
    >
      <NotFoundPage locale={locale} />
    </RootDocument>
  );
}
