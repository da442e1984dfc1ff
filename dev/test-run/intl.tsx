import type { RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'use-intl/react';
import { DEFAULT_TIME_ZONE, INTL_LOCALES, pickMessages, type Locale } from '@/lib/i18n';
import type { Namespace } from '@/lib/i18n/client';

/**
 * A component test's `wrapper`: the client components below read `useTranslations` and
 * `useFormatter` in that language, with only the namespaces a page would ship them.
 */
export function inLanguage(
  locale: Locale,
  namespaces: readonly Namespace[],
): NonNullable<RenderOptions['wrapper']> {
  const messages = pickMessages(locale, namespaces);
  return function Intl({ children }) {
    return (
      <IntlProvider locale={INTL_LOCALES[locale]} messages={messages} timeZone={DEFAULT_TIME_ZONE}>
        {children}
      </IntlProvider>
    );
  };
}
