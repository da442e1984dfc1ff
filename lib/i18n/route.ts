import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './locales';

/** The language of a public page from its `[locale]` segment; anything else is a 404. */
export async function localeOfParams(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
