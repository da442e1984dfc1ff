import type { Metadata } from 'next';
import { MemberLink } from '@/components/members/member-link';
import { MembersPage } from '@/components/members/members-page';
import { getRequestLocale, requireSession, type MemberSession } from '@/lib/auth';
import {
  countUnanswered,
  fetchHubPage,
  fetchIsCoach,
  markAnswersSeen,
  parseHubFilter,
  renderPost,
  threadHref,
  viewerOf,
  type HubFilter,
} from '@/lib/community';
import { classTitle, courseTitle, untitledNames, type Course } from '@/lib/content';
import { parseCursor } from '@/lib/firebase';
import { getMemberCoursesOrEmpty } from '@/lib/grants';
import { getFormatter, getTranslator, type Locale } from '@/lib/i18n';
import { log } from '@/lib/log';
import { membersHeaderOf } from '../members-header';

const ROUTE = '/home/community';
const FILTERS: HubFilter[] = ['all', 'unanswered', 'mine'];

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'communityHub');
  return { title: t('title'), robots: { index: false } };
}

const hubHref = (filter: HubFilter, after?: string) => {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('filter', filter);
  if (after) query.set('after', after);
  const search = query.toString();
  return search ? `${ROUTE}?${search}` : ROUTE;
};

/** The page of questions, and for a coach the count waiting; null (logged) when unreadable. */
async function hubOrNull(
  session: MemberSession,
  courses: Course[],
  filter: HubFilter,
  after: string | undefined,
) {
  const viewer = viewerOf(session.member.email, session.operator, courses);
  const courseIds = courses.map((course) => course.id);
  try {
    const [page, coach] = await Promise.all([
      fetchHubPage(viewer, courseIds, filter, parseCursor(after)),
      session.operator ? Promise.resolve(true) : fetchIsCoach(session.member.email),
    ]);
    const waiting = coach ? await countUnanswered(session.operator ? null : courses) : null;
    return { ...page, waiting };
  } catch (error) {
    log('error', 'could not read the hub', { route: ROUTE, error });
    return null;
  }
}

/** The member's courses as lib/grants gives them now (granted, drip-released). */
const coursesOf = (session: MemberSession, locale: Locale) =>
  getMemberCoursesOrEmpty(session.record, ROUTE, Date.now(), locale);

function placeOf(courses: Course[], courseId: string, classId: string, locale: Locale) {
  const t = getTranslator(locale, 'communityHub');
  const untitled = untitledNames(getTranslator(locale, 'members'));
  const course = courses.find((c) => c.id === courseId);
  const courseClass = course?.classes.find((c) => c.id === classId);
  return course && courseClass
    ? t('place', {
        course: courseTitle(course, untitled),
        class: classTitle(courseClass, untitled),
      })
    : '';
}

/**
 * The Traders Hub: the questions of every class the member may open, newest first, paged
 * by keyset (`after`), with the filters Unanswered and Mine; each links to its class at
 * the question. Coaches see how many questions wait for an answer.
 */
export default async function CommunityHubPage({ searchParams }: PageProps<'/home/community'>) {
  const params = await searchParams;
  const filter = parseHubFilter(params.filter);
  const after = typeof params.after === 'string' ? params.after : undefined;
  const session = await requireSession(hubHref(filter, after));
  const locale = await getRequestLocale();
  const [courses, header] = await Promise.all([
    coursesOf(session, locale),
    membersHeaderOf(session, ROUTE, undefined, 0),
    // Nothing to clear (the record's count is 0): no write, no read.
    session.record.unseenAnswers > 0 &&
      markAnswersSeen(session.member.email).catch((error: unknown) =>
        log('warn', 'could not mark answers seen', { route: ROUTE, error }),
      ),
  ]);
  const hub = await hubOrNull(session, courses, filter, after);
  const t = getTranslator(locale, 'communityHub');
  // Dates in the member's own zone (their record's), as every members' page shows them.
  const format = getFormatter(locale, session.record.timeZone ?? 'UTC');
  return (
    <MembersPage header={header} className="flex w-full max-w-4xl flex-col gap-4">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="text-slate-300">{t('intro')}</p>
      {hub?.waiting !== null && hub?.waiting !== undefined && (
        <p role="status" className="font-semibold">
          {t('waiting', { count: hub.waiting })}
        </p>
      )}
      <nav aria-label={t('filters')} className="flex gap-2">
        {FILTERS.map((value) => (
          <MemberLink
            key={value}
            href={hubHref(value)}
            aria-current={value === filter ? 'page' : undefined}
            className="rounded-lg border border-ink-700 px-3 py-1 text-sm aria-[current=page]:bg-ink-800"
          >
            {t(value)}
          </MemberLink>
        ))}
      </nav>
      {hub === null ? (
        <p role="alert">{t('failed')}</p>
      ) : hub.threads.length === 0 ? (
        <p className="text-slate-400">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {hub.threads.map((thread) => (
            <li
              key={thread.id}
              className="flex flex-col gap-2 rounded-xl border border-ink-700 p-3"
            >
              <p className="text-xs text-slate-400">
                {placeOf(courses, thread.courseId, thread.classId, locale)} · {thread.authorName} ·{' '}
                {format.dateTime(thread.createdAt, { dateStyle: 'medium' })}
              </p>
              <div
                className="prose prose-sm prose-invert max-w-none break-words"
                dangerouslySetInnerHTML={{ __html: renderPost(thread.body) }}
              />
              <p className="flex flex-wrap gap-3 text-sm">
                <span className="text-slate-400">
                  {t('answers', { count: thread.answerCount })}
                </span>
                <MemberLink href={threadHref(thread)} className="underline">
                  {t('open')}
                </MemberLink>
              </p>
            </li>
          ))}
        </ul>
      )}
      {hub?.next && (
        <MemberLink href={hubHref(filter, hub.next)} className="self-start underline">
          {t('more')}
        </MemberLink>
      )}
    </MembersPage>
  );
}
