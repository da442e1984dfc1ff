import type { Metadata } from 'next';
import { BucketTable, DayCalendar, EquityCurve, FiguresPanel } from '@/components/journal/figures';
import { TradeForm, type TradeFormValues } from '@/components/journal/trade-form';
import { tradeFormTexts } from '@/components/journal/trade-form-texts';
import { TradeList } from '@/components/journal/trade-list';
import { MemberLink } from '@/components/members/member-link';
import { MembersPage } from '@/components/members/members-page';
import { buttonClass } from '@/components/ui/button';
import { DownloadLink } from '@/components/ui/download-link';
import { getRequestLocale, requireSession } from '@/lib/auth';
import { getMemberCoursesOrEmpty, openClassOf } from '@/lib/grants';
import { getTranslator, type Locale } from '@/lib/i18n';
import {
  dayBounds,
  fetchFilteredSummary,
  fetchJournalSummary,
  fetchTrade,
  fetchTradesPage,
  filterParam,
  lessonText,
  parseLessonText,
  type Trade,
  type TradeFilter,
} from '@/lib/journal';
import { toLocalInput } from '@/lib/live/client';
import { log } from '@/lib/log';
import type { MemberRecord } from '@/lib/members';
import { membersHeaderOf } from '../members-header';
import { deleteTradeAction, saveTradeAction } from './actions';
import { journalTimeZone } from './time-zone';

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'journal');
  return { title: t('meta'), robots: { index: false } };
}

/** Trades per page. */
const PAGE = 25;

function valuesOf(trade: Trade | null, lesson: string | undefined, zone: string): TradeFormValues {
  if (!trade) return { lesson };
  const number = (value: number | null) => (value === null ? '' : String(value));
  return {
    id: trade.id,
    instrument: trade.instrument,
    direction: trade.direction,
    entry: number(trade.entry),
    stop: number(trade.stop),
    exit: number(trade.exit),
    size: number(trade.size),
    opened: toLocalInput(trade.opened, zone),
    closed: trade.closed === null ? '' : toLocalInput(trade.closed, zone),
    setup: trade.setup,
    notes: trade.notes,
    lesson: trade.lesson ? lessonText(trade.lesson) : '',
  };
}

/**
 * The title of the class a trade form links (`lesson`), as the member's courses name it;
 * null when they may not open it now (a course since ended), or nothing is linked.
 */
async function lessonTitleOf(lesson: string | undefined, record: MemberRecord, locale: Locale) {
  const linked = lesson ? parseLessonText(lesson) : null;
  if (!linked) return null;
  const courses = await getMemberCoursesOrEmpty(record, '/home/journal', Date.now(), locale);
  const courseClass = openClassOf(courses, linked.courseId, linked.classId);
  if (!courseClass) return null;
  return courseClass.title ?? getTranslator(locale, 'members')('untitledClass');
}

/**
 * The journal's reads (totals, a page of trades, the trade being edited, a filter's totals),
 * or null when any fails: the page then says so instead of showing figures it does not have.
 */
async function journalOrNull(
  email: string,
  filter: TradeFilter | null,
  after: string | undefined,
  editId: string | undefined,
) {
  try {
    const [stored, page, editing, filteredSummary] = await Promise.all([
      fetchJournalSummary(email),
      fetchTradesPage(email, filter ?? {}, PAGE, after),
      editId ? fetchTrade(email, editId) : Promise.resolve(null),
      filter ? fetchFilteredSummary(email, filter) : Promise.resolve(null),
    ]);
    return { stored, page, editing, summary: filteredSummary ?? stored };
  } catch (error) {
    log('error', 'could not read the journal', { route: '/home/journal', error });
    return null;
  }
}

/**
 * The member's journal: the figures from the running totals (no trade read for them unless
 * a filter asks), a keyset page of trades newest first, the add or edit form.
 */
export default async function JournalPage({ searchParams }: PageProps<'/home/journal'>) {
  const params = await searchParams;
  const session = await requireSession('/home/journal');
  const locale = await getRequestLocale();
  const zone = await journalTimeZone();
  const t = getTranslator(locale, 'journal');
  const email = session.member.email;
  const setup = filterParam(params.setup);
  const instrument = filterParam(params.instrument);
  const fromDay = filterParam(params.from);
  const toDay = filterParam(params.to);
  const filter: TradeFilter = {
    ...(setup !== undefined ? { setup } : {}),
    ...(instrument !== undefined ? { instrument: instrument.toUpperCase() } : {}),
    // The whole of the last day: up to the next calendar day's start in the member's zone.
    ...dayBounds(fromDay, toDay, zone),
  };
  const filtered = Object.keys(filter).length > 0;
  const after = filterParam(params.after);
  const editId = filterParam(params.edit);
  const [journal, header] = await Promise.all([
    journalOrNull(email, filtered ? filter : null, after, editId),
    membersHeaderOf(session, '/home/journal'),
  ]);
  if (!journal)
    return (
      <MembersPage header={header} className="flex w-full flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
        <p role="alert" className="text-slate-300">
          {t('loadFailed')}
        </p>
      </MembersPage>
    );
  const { stored, page, editing, summary } = journal;
  const asked = valuesOf(editing, filterParam(params.lesson), zone);
  const lessonTitle = await lessonTitleOf(asked.lesson, session.record, locale);
  // A new trade links only a class the member may open now (a `?lesson=` naming anything
  // else is dropped, not offered to be refused); an edit keeps the class its trade links.
  const values = editing || lessonTitle ? asked : { ...asked, lesson: '' };
  const query = (extra: Record<string, string>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ setup, instrument, from: fromDay, to: toDay }))
      if (value) search.set(key, value);
    for (const [key, value] of Object.entries(extra)) search.set(key, value);
    const text = search.toString();
    return text ? `/home/journal?${text}` : '/home/journal';
  };
  const setups = Object.keys(stored.setups).filter(Boolean).sort();
  const field = 'rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm';
  return (
    <MembersPage header={header} className="flex w-full flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
        <p className="text-slate-300">{t('intro')}</p>
        <div className="flex gap-2">
          <MemberLink href="/home/journal/import" className={buttonClass()}>
            {t('import.link')}
          </MemberLink>
          <DownloadLink
            href="/api/journal/export"
            failedText={t('problems.exportFailed')}
            className={buttonClass()}
          >
            {t('import.export')}
          </DownloadLink>
        </div>
      </div>
      <form
        method="get"
        action="/home/journal"
        aria-label={t('filters.heading')}
        className="flex flex-wrap items-end gap-3"
      >
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('filters.from')}</span>
          <input type="date" name="from" defaultValue={fromDay} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('filters.to')}</span>
          <input type="date" name="to" defaultValue={toDay} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('filters.setup')}</span>
          <select name="setup" defaultValue={setup ?? ''} className={field}>
            <option value="">{t('filters.any')}</option>
            {setups.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('filters.instrument')}</span>
          <select
            name="instrument"
            defaultValue={instrument?.toUpperCase() ?? ''}
            className={field}
          >
            <option value="">{t('filters.any')}</option>
            {Object.keys(stored.instruments)
              .sort()
              .map((name) => (
                <option key={name}>{name}</option>
              ))}
          </select>
        </label>
        <button type="submit" className={buttonClass({ size: 'sm' })}>
          {t('filters.apply')}
        </button>
        {filtered && (
          <MemberLink href="/home/journal" className={buttonClass({ size: 'sm' })}>
            {t('filters.clear')}
          </MemberLink>
        )}
      </form>
      <FiguresPanel locale={locale} totals={summary.overall} />
      <EquityCurve locale={locale} summary={summary} />
      <DayCalendar locale={locale} summary={summary} />
      <div className="grid gap-6 lg:grid-cols-3">
        <BucketTable locale={locale} kind="setup" buckets={summary.setups} />
        <BucketTable locale={locale} kind="instrument" buckets={summary.instruments} />
        <BucketTable locale={locale} kind="month" buckets={summary.months} />
      </div>
      <TradeForm
        key={editing?.id ?? 'new'}
        action={saveTradeAction}
        values={values}
        lessonTitle={lessonTitle}
        setups={setups}
        texts={tradeFormTexts(locale, editing !== null, zone)}
      />
      <section aria-labelledby="journal-trades" className="flex flex-col gap-3">
        <h2 id="journal-trades" className="text-xl font-semibold">
          {t('trades.heading')}
        </h2>
        <TradeList
          locale={locale}
          timeZone={zone}
          trades={page.trades}
          editHref={(id) => `${query({ edit: id })}#trade-form-heading`}
          deleteAction={deleteTradeAction}
        />
        <nav className="flex gap-2">
          {after && (
            <MemberLink href={query({})} className={buttonClass({ size: 'sm' })}>
              {t('trades.newest')}
            </MemberLink>
          )}
          {page.next && (
            <MemberLink href={query({ after: page.next })} className={buttonClass({ size: 'sm' })}>
              {t('trades.older')}
            </MemberLink>
          )}
        </nav>
      </section>
    </MembersPage>
  );
}
