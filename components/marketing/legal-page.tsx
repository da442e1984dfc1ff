import { PublicLanguageSwitcher } from '@/components/i18n/public-language-switcher';
import { getTranslator } from '@/lib/i18n';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@/lib/i18n/client';
import { formatLegalDate, type LegalDocument } from '@/lib/legal';
import { CloseButton } from './close-button';

/**
 * A static legal text: heading, date, sections with a table of contents. A translation
 * says that the English version prevails, and links to it.
 */
export function LegalPage({
  document,
  locale,
  path,
}: {
  document: LegalDocument;
  locale: Locale;
  /** The page's English path, for the language switcher's links. */
  path: string;
}) {
  const t = getTranslator(locale, 'marketing');
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-12">
      <div className="flex items-start justify-between gap-6">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight">{document.title}</h1>
          <p className="mt-2 text-sm text-slate-400">
            {t('legal.lastUpdated', { date: formatLegalDate(document.lastUpdated, locale) })}
          </p>
        </div>
        <CloseButton
          homeHref={localizedPath(locale, '/')}
          label={getTranslator(locale, 'publicUi')('close')}
        />
      </div>
      <PublicLanguageSwitcher locale={locale} path={path} className="mt-4" />
      {locale !== DEFAULT_LOCALE && (
        <p className="mt-6 rounded-xl border border-brand-700 bg-ink-900 p-4 text-sm text-slate-200">
          {t('legal.prevails')}{' '}
          <a href={path} hrefLang="en" className="underline underline-offset-4">
            {t('legal.englishVersion')}
          </a>
        </p>
      )}
      {document.intro.map((paragraph) => (
        <p key={paragraph} className="mt-6 leading-relaxed text-slate-300">
          {paragraph}
        </p>
      ))}
      <nav
        aria-label={t('legal.contents')}
        className="mt-8 rounded-2xl border border-white/10 bg-ink-900 p-6"
      >
        <h2 className="font-semibold">{t('legal.contents')}</h2>
        <ol className="mt-3 space-y-1 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="rounded text-slate-300 hover:text-brand-300">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-6"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-bold">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-300">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-300">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </main>
  );
}
