import { getTranslator } from '@/lib/i18n';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/lib/i18n/client';
import { SuggestionLine, SuggestionLink } from './suggestion-line';

/**
 * One line for a visitor whose browser prefers another of the site's languages, in this
 * page's language with the other language named in itself. Written here on the server, one
 * per other language; the browser shows the one it prefers (SuggestionLine). No redirect.
 */
export function LanguageSuggestion({ current }: { current: Locale }) {
  const t = getTranslator(current, 'common');
  return LOCALES.filter((locale) => locale !== current).map((suggested) => (
    <SuggestionLine
      key={suggested}
      suggested={suggested}
      label={t('languageSwitcher')}
      dismiss={t('languageSuggestion.dismiss')}
    >
      {t.rich('languageSuggestion.text', {
        language: LANGUAGE_NAMES[suggested],
        link: (chunks) => <SuggestionLink locale={suggested}>{chunks}</SuggestionLink>,
      })}
    </SuggestionLine>
  ));
}
