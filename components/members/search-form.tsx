import { getTranslator, type Locale } from '@/lib/i18n';
import { MAX_QUERY_LENGTH } from '@/lib/search/client';

/**
 * The members' class search, in the header of every page under /home: a plain GET form to
 * /home/search, so it works before (and without) any script. On a phone its button is an
 * icon (still named Search), so the header keeps to one row.
 */
export function SearchForm({ locale, query = '' }: { locale: Locale; query?: string }) {
  const t = getTranslator(locale, 'search');
  return (
    <form
      role="search"
      action="/home/search"
      method="get"
      className="flex min-w-0 flex-1 justify-end gap-2"
    >
      <label htmlFor="class-search" className="sr-only">
        {t('label')}
      </label>
      <input
        id="class-search"
        type="search"
        name="q"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('label')}
        autoComplete="off"
        className="w-full min-w-0 rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm text-slate-100 placeholder:text-slate-400 sm:max-w-xs"
      />
      <button
        type="submit"
        className="shrink-0 rounded-lg border border-ink-700 px-3 py-2 text-sm font-semibold hover:bg-ink-800 sm:px-4"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-5 sm:hidden"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4 4" />
        </svg>
        <span className="sr-only sm:not-sr-only">{t('button')}</span>
      </button>
    </form>
  );
}
