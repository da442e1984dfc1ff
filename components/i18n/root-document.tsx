import { AppToaster } from '@/components/ui/app-toaster';
import { LANGUAGE_TAGS, type Locale, type Messages } from '@/lib/i18n/client';
import { ClientIntl } from './client-intl';

type RootDocumentProps = {
  locale: Locale;
  /** The client components' share of the catalogue (lib/i18n pickMessages). */
  messages: Partial<Messages>;
  fontClassName: string;
  /** JSON-LD, already serialised (lib/seo serializeJsonLd). */
  jsonLd: string;
  children: React.ReactNode;
};

/** <html> and <body> of every root layout: the page's language, its fonts, the toaster. */
export function RootDocument({
  locale,
  messages,
  fontClassName,
  jsonLd,
  children,
}: RootDocumentProps) {
  return (
    <html lang={LANGUAGE_TAGS[locale]} className={fontClassName}>
      <body className="min-h-dvh font-sans">
        <ClientIntl locale={locale} messages={messages}>
          {children}
          <AppToaster />
        </ClientIntl>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </body>
    </html>
  );
}
