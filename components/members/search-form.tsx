import { MAX_QUERY_LENGTH } from '@/lib/search/client';

/**
 * The members' class search, in the header of every page under /home: a plain GET form to
 * /home/search, so it works before (and without) any script.
 */
export function SearchForm({ query = '' }: { query?: string }) {
  return (
    <form
      role="search"
      action="/home/search"
      method="get"
      className="order-last flex w-full gap-2 sm:order-none sm:w-auto"
    >
      <label htmlFor="class-search" className="sr-only">
        Search your classes
      </label>
      <input
        id="class-search"
        type="search"
        name="q"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search your classes"
        autoComplete="off"
        className="min-w-0 flex-1 rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm text-slate-100 placeholder:text-slate-400 sm:w-56"
      />
      <button
        type="submit"
        className="rounded-lg border border-ink-700 px-4 py-2 text-sm font-semibold hover:bg-ink-800"
      >
        Search
      </button>
    </form>
  );
}
