import { AppToaster } from '@/components/ui/app-toaster';
import type { Locale, Messages } from '@/lib/i18n/client';
import { ClientIntl } from './client-intl';

/**
 * For a tree whose client components read the catalogue and show toasts: their share of
 * the catalogue (lib/i18n pickMessages) and the toaster. A layout that imports this ships
 * use-intl and react-hot-toast, so the public layout does not.
 */
export function ClientRoot({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Partial<Messages>;
  children: React.ReactNode;
}) {
  return (
    <ClientIntl locale={locale} messages={messages}>
      {children}
      <AppToaster />
    </ClientIntl>
  );
}
