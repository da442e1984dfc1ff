import { isLocale, type Locale } from './locales';

/**
 * The language of a public page from its `[locale]` segment; anything else is a 404.
 * next/navigation is loaded only here, on a page's request: loaded with the module, it breaks
 * every program outside Next that reaches lib/i18n (the members CLI, through lib/mail).
 */
export async function localeOfParams(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (isLocale(locale)) return locale;
  const { notFound } = await import('next/navigation');
  return notFound();
}
