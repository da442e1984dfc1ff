import { pickMessages, type Locale, type Namespace } from '@/lib/i18n';
import { ClientIntl } from './client-intl';

/**
 * The namespaces of the catalogue that the client components below read, shipped with this
 * part of the page only (the members' layout ships what its header reads). It replaces the
 * layout's messages for its subtree (use-intl does not merge them): name every namespace
 * the client components inside it read.
 */
export function ClientMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly Namespace[];
  children: React.ReactNode;
}) {
  return (
    <ClientIntl locale={locale} messages={pickMessages(locale, namespaces)}>
      {children}
    </ClientIntl>
  );
}
