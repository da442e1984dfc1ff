import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/client';

type RootDocumentProps = {
  locale: Locale;
  fontClassName: string;
  /**
   * JSON-LD, already serialised (lib/seo serializeJsonLd): the pages search engines index
   * carry it; the members' area and the console ask not to be indexed and go without.
   */
  jsonLd?: string;
  children: React.ReactNode;
};

/**
 * <html> and <body> of every root layout: the page's language and its fonts. No client
 * component: a layout whose client components need the catalogue adds a ClientRoot.
 */
export function RootDocument({ locale, fontClassName, jsonLd, children }: RootDocumentProps) {
  return (
    <html lang={LANGUAGE_TAGS[locale]} className={fontClassName}>
      <body className="min-h-dvh font-sans">
        {children}
        {jsonLd ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
        ) : null}
      </body>
    </html>
  );
}
