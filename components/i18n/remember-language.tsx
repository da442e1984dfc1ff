'use client';

import { useEffect } from 'react';
import { rememberedLocaleCookie, type Locale } from '@/lib/i18n/client';

/** Remembers a language in the browser (the `lang` cookie), for /login and the members' pages. */
export function rememberLanguage(locale: Locale) {
  document.cookie = rememberedLocaleCookie(locale, window.location.protocol === 'https:');
}

/** On a public page: remembers the page's language once it is in the browser. Renders nothing. */
export function RememberLanguage({ locale }: { locale: Locale }) {
  useEffect(() => rememberLanguage(locale), [locale]);
  return null;
}

/** A link to a page in `locale` that remembers that language as it is followed. */
export function LanguageLink({
  locale,
  ...link
}: { locale: Locale } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...link} onClick={() => rememberLanguage(locale)} />;
}
