'use client';

import { IntlProvider } from 'use-intl/react';
import type { Locale, Messages } from '@/lib/i18n/client';
import { DEFAULT_TIME_ZONE, INTL_LOCALES } from '@/lib/i18n/client';

type ClientIntlProps = {
  locale: Locale;
  /** Only the namespaces this tree's client components read (lib/i18n pickMessages). */
  messages: Partial<Messages>;
  timeZone?: string;
  children: React.ReactNode;
};

/** Gives client components `useTranslations` and `useFormatter` in the page's language. */
export function ClientIntl({ locale, messages, timeZone, children }: ClientIntlProps) {
  return (
    <IntlProvider
      locale={INTL_LOCALES[locale]}
      messages={messages}
      timeZone={timeZone ?? DEFAULT_TIME_ZONE}
    >
      {children}
    </IntlProvider>
  );
}
