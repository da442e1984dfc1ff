import { LOCALES, type Locale } from './client';

/** Each of the app's languages and the Contentful locale its course content is read in. */
export type ContentfulLocales = Readonly<Record<Locale, string>>;

/** The map when CONTENTFUL_LOCALES is unset: the demo space's locales (content/README.md). */
export const DEFAULT_CONTENTFUL_LOCALES = 'en=en-US,ms=ms-MY,zh=zh-Hans';

/** A Contentful locale code: letters, digits and hyphens, as `en-US`, `ms-MY`, `zh-Hans`. */
const LOCALE_CODE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * Parses CONTENTFUL_LOCALES, `<language>=<Contentful locale>` pairs separated by commas
 * (`en=en-US,ms=ms-MY,zh=zh-Hans`). Every app language must be named exactly once; two
 * languages may share a locale (a space without Chinese: `zh=en-US`). Throws a message
 * saying what is wrong.
 */
export function parseContentfulLocales(text: string): ContentfulLocales {
  const map: Partial<Record<Locale, string>> = {};
  for (const pair of text.split(',').map((part) => part.trim())) {
    if (pair === '') continue;
    const [language = '', code = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (rest.length > 0 || !code)
      throw new Error(`must be language=locale pairs such as ${DEFAULT_CONTENTFUL_LOCALES}`);
    if (!(LOCALES as readonly string[]).includes(language))
      throw new Error(`names an unknown language "${language}" (known: ${LOCALES.join(', ')})`);
    if (!LOCALE_CODE.test(code))
      throw new Error(`gives "${code}" for ${language}, which is not a locale code such as en-US`);
    if (map[language as Locale]) throw new Error(`names ${language} twice`);
    map[language as Locale] = code;
  }
  const missing = LOCALES.filter((language) => !map[language]);
  if (missing.length > 0) throw new Error(`has no locale for ${missing.join(', ')}`);
  return map as ContentfulLocales;
}
