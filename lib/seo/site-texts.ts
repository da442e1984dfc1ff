import en from '../../messages/en/site.json';
import ms from '../../messages/ms/site.json';
import zh from '../../messages/zh/site.json';
import type { Locale } from '../i18n/client';

/**
 * The `site` catalogue read straight from its files: next.config.ts loads lib/seo, and
 * there the `@/messages` alias (and so lib/i18n's catalogues) does not resolve.
 */
export const SITE_TEXTS: Record<Locale, typeof en> = { en, ms, zh };
