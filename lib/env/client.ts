/**
 * lib/env's client-safe door: the facts the settings are checked against, free of zod and
 * of process.env, so any module and the browser can import them. They live here, at the
 * bottom, so lib/env imports nothing from lib/; the modules they belong to re-export them
 * (the languages from lib/i18n, the contact fields from lib/contact, isTimeZone from lib/live).
 */

/**
 * The site's languages (CONTENTFUL_LOCALES names each). English keeps the unprefixed URLs;
 * the others live under their code (/ms, /zh).
 */
export const LOCALES = ['en', 'ms', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The contact form's fields in form order (CONTACT_FORM_FIELDS maps each); their labels are
 * `contact.fields.<name>` in the catalogue.
 */
export const CONTACT_FIELDS = ['fullName', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-]*(?:\/[A-Za-z0-9_+\-]+)*$/;

/**
 * Whether Intl knows the zone by this IANA name ('UTC' included; links such as
 * 'Asia/Calcutta' too), as SITE_TIME_ZONE and a live session's zone must be. Offsets such
 * as '+08:00', which newer runtimes also accept, are not zones: they know no daylight saving.
 */
export function isTimeZone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
