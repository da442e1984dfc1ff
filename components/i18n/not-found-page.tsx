import type { Metadata } from 'next';
import Link from 'next/link';
import { SkipLink } from '@/components/ui/skip-link';
import { getTranslator, localizedPath, type Locale } from '@/lib/i18n';

/** The site's 404 in one language, skip link included: the public, members' and console's. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, 'common');
  return (
    <>
      <SkipLink label={t('skipToMain')} />
      <main
        id="main"
        className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center"
      >
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">{t('notFound.title')}</h1>
        <p className="text-slate-400">{t('notFound.text')}</p>
        <Link
          href={localizedPath(locale, '/')}
          className="rounded-full bg-brand-500 px-6 py-3 font-semibold text-ink-950 hover:bg-brand-400"
        >
          {t('notFound.goHome')}
        </Link>
      </main>
    </>
  );
}

/** Its <title>, kept out of search results. */
export function notFoundMetadata(locale: Locale): Metadata {
  return { title: getTranslator(locale, 'common')('notFound.title'), robots: { index: false } };
}
