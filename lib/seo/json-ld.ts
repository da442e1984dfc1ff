import { DEFAULT_LOCALE, type Locale } from '../i18n/client';
import { site } from '../site';
import { absoluteUrl } from './routes';
import { SITE_TEXTS } from './site-texts';

/** schema.org Organization for the root layout, so search engines know who runs the site. */
export function organizationJsonLd(siteUrl: string, locale: Locale = DEFAULT_LOCALE) {
  const { company } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: company.name,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, site.logo.src),
    email: company.email,
    telephone: company.phone,
    description: SITE_TEXTS[locale].description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      addressCountry: company.address.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: company.phone,
      email: company.email,
      areaServed: company.address.countryCode,
    },
    sameAs: site.social.map((link) => link.href),
    identifier: company.registration,
  };
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so no text can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
