import { LOCALES, localizedPath, type Locale } from '@/lib/i18n/client';
import { LanguageSwitcher } from './language-switcher';

/** The switcher of a public page: links to the same page in each language. */
export function PublicLanguageSwitcher({
  locale,
  path,
  className,
}: {
  locale: Locale;
  /** The page's English path. */
  path: string;
  className?: string;
}) {
  const hrefs = Object.fromEntries(
    LOCALES.map((other) => [other, localizedPath(other, path)]),
  ) as Record<Locale, string>;
  return <LanguageSwitcher current={locale} hrefs={hrefs} className={className} />;
}
