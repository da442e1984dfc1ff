import { getTranslator, type Locale } from '@/lib/i18n';
import { MAX_QUERY_LENGTH, type SearchOutcome, type Segment } from '@/lib/search/client';
import { MemberLink } from './member-link';

/** Text with the matched words in <mark>; React escapes every piece, markup and all. */
function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) =>
    segment.match ? (
      <mark key={i} className="rounded-sm bg-brand-300 px-0.5 text-ink-950">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

/**
 * The results of a class search (docs/product.md#additions). `outcome` holds only classes
 * the member may open: it was filtered on the server before this renders.
 */
export function SearchResults({
  locale,
  query,
  cut,
  outcome,
}: {
  locale: Locale;
  query: string;
  cut: boolean;
  outcome: SearchOutcome | null;
}) {
  const t = getTranslator(locale, 'search');
  if (!query) return <p className="text-slate-300">{t('prompt')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {cut && <p className="text-sm text-slate-400">{t('cut', { max: MAX_QUERY_LENGTH })}</p>}
      {outcome === null ? (
        <p role="alert" className="text-slate-300">
          {t('unavailable')}
        </p>
      ) : outcome.total === 0 ? (
        <p className="text-slate-300">{t('none', { query })}</p>
      ) : (
        <>
          <p className="text-slate-300">
            {t('matches', { total: outcome.total, query })}
            {outcome.total > outcome.hits.length && ` ${t('best', { shown: outcome.hits.length })}`}
          </p>
          <ol className="flex flex-col gap-3">
            {outcome.hits.map((hit) => (
              <li key={hit.classId}>
                <MemberLink
                  href={hit.href}
                  className="block rounded-xl border border-ink-700 p-4 hover:bg-ink-800"
                >
                  <span className="block text-xs font-semibold tracking-wider text-brand-300 uppercase">
                    {hit.courseTitle}
                  </span>
                  <span className="mt-1 block text-lg font-semibold">
                    <Marked segments={hit.title} />
                  </span>
                  {hit.excerpt.length > 0 && (
                    <span className="mt-2 block text-sm leading-relaxed text-slate-300">
                      {hit.source === 'materials' && `${t('materials')} `}
                      <Marked segments={hit.excerpt} />
                    </span>
                  )}
                </MemberLink>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
