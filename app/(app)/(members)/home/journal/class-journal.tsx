import { BucketTable } from '@/components/journal/figures';
import { TradeList } from '@/components/journal/trade-list';
import { MemberLink } from '@/components/members/member-link';
import { buttonClass } from '@/components/ui/button';
import { fetchClassTradesIfAny } from '@/lib/activity';
import { getTranslator, type Locale } from '@/lib/i18n';
import { fetchJournalSummary, lessonText, type Totals } from '@/lib/journal';
import { log } from '@/lib/log';
import type { ClassActivity } from '@/lib/members';
import { deleteTradeAction } from './actions';
import { journalTimeZone } from './time-zone';

/**
 * On a class's page: the member's trades linked to the class, the figures of the setups
 * they traded from it, and a link to log one more for it: no read at all when the member's
 * record lists no trade on the class (`activity`, lib/activity). Nothing when the read
 * fails: the class itself matters more than this panel.
 */
export async function ClassJournal({
  locale,
  email,
  activity,
  courseId,
  classId,
}: {
  locale: Locale;
  email: string;
  activity: ClassActivity | null;
  courseId: string;
  classId: string;
}) {
  const t = getTranslator(locale, 'journal');
  let trades;
  const setups: Record<string, Totals> = {};
  try {
    trades = await fetchClassTradesIfAny(email, activity, classId);
    // Most classes have no trade of the member's: their totals are read only when one has.
    const summary = trades.length > 0 ? await fetchJournalSummary(email) : null;
    for (const setup of new Set(trades.map((trade) => trade.setup)))
      if (summary?.setups[setup]) setups[setup] = summary.setups[setup];
  } catch (error) {
    log('error', 'could not read the class journal', { route: '/home', error });
    return null;
  }
  const lesson = encodeURIComponent(lessonText({ courseId, classId, seconds: 0 }));
  return (
    <section aria-labelledby="class-journal" className="mt-8 flex flex-col gap-3">
      <h2 id="class-journal" className="text-xl font-semibold">
        {t('classPanel.heading')}
      </h2>
      {trades.length === 0 ? (
        <p className="text-slate-400">{t('classPanel.empty')}</p>
      ) : (
        <>
          <TradeList
            locale={locale}
            timeZone={await journalTimeZone()}
            trades={trades}
            editHref={(id) => `/home/journal?edit=${encodeURIComponent(id)}#trade-form-heading`}
            deleteAction={deleteTradeAction}
          />
          <BucketTable locale={locale} kind="setup" buckets={setups} />
        </>
      )}
      <MemberLink
        href={`/home/journal?lesson=${lesson}#trade-form-heading`}
        className={buttonClass({ variant: 'primary' }) + ' self-start'}
      >
        {t('classPanel.add')}
      </MemberLink>
    </section>
  );
}
