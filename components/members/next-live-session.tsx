import { getTranslator, type Locale } from '@/lib/i18n';
import { getMemberSessionsOrEmpty } from '@/lib/live';
import { LocalTime } from './local-time';
import { MemberLink } from './member-link';

/** The dashboard's line about the member's next live session, if any (none: nothing shown). */
export async function NextLiveSession({
  locale,
  courseIds,
}: {
  locale: Locale;
  courseIds: readonly string[];
}) {
  const next = (await getMemberSessionsOrEmpty(courseIds, '/home', { locale })).upcoming[0];
  if (!next) return null;
  const t = getTranslator(locale, 'live');
  return (
    <p className="text-sm text-slate-300">
      {t.rich('next', {
        title: next.title,
        b: (chunks) => <span className="font-semibold text-slate-100">{chunks}</span>,
        time: () => <LocalTime ms={next.startsAt} />,
      })}{' '}
      <MemberLink href="/home/live" className="font-semibold text-brand-300 underline">
        {t('all')}
      </MemberLink>
    </p>
  );
}
