import { getTranslator } from '@/lib/i18n';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LOCALES,
  localizedPath,
  type Locale,
} from '@/lib/i18n/client';
import { LANGUAGE_LIST_LOOK, languageLook } from './language-look';
import { LanguageLink, RememberLanguage } from './remember-language';

/**
 * The switcher of a public page: plain links to the same page in each language, each named
 * in itself. Rendered on the server, so the public pages ship no catalogue for it; its only
 * script remembers in the browser the page's language and the one a visitor follows (so
 * /login opens in it).
 */
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
  const t = getTranslator(locale, 'common');
  return (
    <nav aria-label={t('languageSwitcher')} className={className}>
      <RememberLanguage locale={locale} />
      <ul className={LANGUAGE_LIST_LOOK}>
        {LOCALES.map((other) => {
          const tag = LANGUAGE_TAGS[other];
          return (
            <li key={other}>
              <LanguageLink
                locale={other}
                href={localizedPath(other, path)}
                lang={tag}
                hrefLang={tag}
                aria-current={other === locale ? 'page' : undefined}
                className={languageLook(other === locale)}
              >
                {LANGUAGE_NAMES[other]}
              </LanguageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
