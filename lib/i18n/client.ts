export {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  INTL_LOCALES,
  isLocale,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  localizedPath,
  OG_LOCALES,
  PAGE_LOCALE_HEADER,
  splitLocalePath,
  type Locale,
} from './locales';
export {
  changedTranslations,
  localizedFields,
  TRANSLATED_LOCALES,
  translationsOf,
  type TranslatedLocale,
  type Translations,
} from './localized';
export { formatMoment, momentOptions, weekdayStyleOf, zoneName } from './moments';
export { negotiateLocale, resolveLocale } from './negotiate';
export { rememberedLocaleCookie } from './remember';
export type { Messages, Namespace } from './messages';
