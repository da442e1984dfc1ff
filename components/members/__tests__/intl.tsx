import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ClientIntl } from '@/components/i18n/client-intl';
import { pickMessages } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';

/** The client namespaces the members' components read (the root layout's and the pages' own). */
const NAMESPACES = ['common', 'membersUi', 'calendarFeed', 'mailSettings'] as const;

/** Renders in a language, as the members' pages do: client components read its catalogue. */
export function renderIn(ui: ReactElement, locale: Locale = 'en', options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ClientIntl locale={locale} messages={pickMessages(locale, NAMESPACES)}>
      {children}
    </ClientIntl>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
