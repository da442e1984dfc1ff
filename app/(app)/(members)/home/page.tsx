import type { Metadata } from 'next';
import { after } from 'next/server';
import { ClassQuestions } from '@/components/community/class-questions';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BlockF12 } from '@/components/members/block-f12';
import { ClassList } from '@/components/members/class-list';
import { ClassView } from '@/components/members/class-view';
import { CourseDetail } from '@/components/members/course-detail';
import { CourseList } from '@/components/members/course-list';
import { MemberDashboard } from '@/components/members/dashboard';
import { ChooseNowButton, DrawerProvider, MenuButton, Sidebar } from '@/components/members/drawer';
import { MembersHeader } from '@/components/members/header';
import { LockedClass } from '@/components/members/locked-class';
import { NextLiveSession } from '@/components/members/next-live-session';
import { ClassNotes } from '@/components/notes/class-notes';
import { backfillClassActivity, fetchClassNotesIfAny } from '@/lib/activity';
import { getRequestLocale, requireSession, type MemberSession } from '@/lib/auth';
import { classQuestionsOrNull, COMMUNITY_GUIDELINE_PATH } from '@/lib/community';
import { getClassBodyOrNull, groupByCategory } from '@/lib/content';
import { getMemberCoursesOrEmpty, isOpenClass } from '@/lib/grants';
import { getTranslator, type Locale } from '@/lib/i18n';
import { log } from '@/lib/log';
import {
  homeHref,
  linkTargetsFor,
  previousVisitAt,
  recordVisit,
  resolveSelection,
  type MemberRecord,
} from '@/lib/members';
import type { Note } from '@/lib/notes';
import { buildDashboard, completedClassIds, courseProgress } from '@/lib/progress';
import { parseStartTime, parseVideoId } from '@/lib/video';
import { refreshCourses } from './actions';
import { communityActions } from './community/actions-bundle';
import { ClassJournal } from './journal/class-journal';
import { membersHeaderOf } from './members-header';
import { createNoteAction, deleteNoteAction, editNoteAction } from './notes/actions';

/**
 * The member's notes on the class (no read when their record lists no note there:
 * lib/activity); null (and logged) when Firestore cannot say.
 */
async function classNotesOrNull(
  email: string,
  record: MemberRecord,
  classId: string,
): Promise<Note[] | null> {
  try {
    return await fetchClassNotesIfAny(email, record.classActivity, classId);
  } catch (error) {
    log('error', 'could not read the notes', { route: '/home', error });
    return null;
  }
}

/** What a class's player, Mark complete, notes and Questions read (beside the layout's). */
const CLASS_NAMESPACES = ['membersUi', 'player', 'notes', 'community'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'members');
  return { title: t('meta.home'), robots: { index: false } };
}

/**
 * The member's courses, read at one moment (the release rule and the dashboard use the same
 * now), and the visit noted after the response without delaying the page (at most every few
 * minutes a small write; lib/members/visits.ts). A record without the lists of the classes
 * with notes and trades gets them then, once (lib/activity).
 */
async function loadHome({ member, record }: MemberSession, locale: Locale) {
  const now = Date.now();
  const courses = await getMemberCoursesOrEmpty(record, '/home', now, locale);
  after(() =>
    recordVisit(member.email, record.visits, now).catch((error: unknown) =>
      log('warn', 'could not record the visit', { route: '/home', uid: member.uid, error }),
    ),
  );
  if (record.classActivity === null)
    after(() =>
      backfillClassActivity(member.email).catch((error: unknown) =>
        log('warn', 'could not list the classes with notes and trades', {
          route: '/home',
          uid: member.uid,
          error,
        }),
      ),
    );
  return { now, courses };
}

export default async function HomePage({ searchParams }: PageProps<'/home'>) {
  const params = await searchParams;
  const course = typeof params.course === 'string' ? params.course : undefined;
  const courseClass = typeof params.class === 'string' ? params.class : undefined;
  // A note's moment (`t`, whole seconds): anything else is ignored.
  const startAt = parseStartTime(params.t);
  const session = await requireSession(homeHref({ course, class: courseClass, t: startAt }));
  const { member, record } = session;
  // The catalog in the member's language (Contentful's fallback fills what is not translated).
  const locale = await getRequestLocale();
  const [{ now, courses }, header] = await Promise.all([
    loadHome(session, locale),
    membersHeaderOf(session, '/home'),
  ]);
  // Resolved among the member's own courses only, so a class's text is read only once
  // the member is known to have that class.
  const selection = resolveSelection(courses, params);
  // A class not released to the member yet has no text or notes to read: nothing of it is fetched.
  const openClass =
    selection.courseClass && isOpenClass(selection.courseClass) ? selection.courseClass : null;
  const [body, notes, questions] = openClass
    ? await Promise.all([
        getClassBodyOrNull(openClass.id, '/home', locale),
        classNotesOrNull(member.email, record, openClass.id),
        classQuestionsOrNull(session, courses, selection.course!.id, openClass.id),
      ])
    : [null, null, null];
  const hasVideo = parseVideoId(openClass?.videoLink ?? null) !== null;
  const t = getTranslator(locale, 'members');
  const progress = record.progress;
  const completed = completedClassIds(progress);
  // Built from what the page already has (the record and the shared catalog): no read.
  const dashboard = selection.course
    ? null
    : buildDashboard(courses, record, previousVisitAt(record.visits, now), now);

  // No <Suspense> around the drawer's useSearchParams: the page is dynamic, so nothing is
  // prerendered that would need one, and every boundary costs each HTML load.
  return (
    <DrawerProvider>
      <BlockF12 />
      <div className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-6 p-4 lg:p-8">
        <MembersHeader {...header} actions={<MenuButton />} />
        <div className="grid flex-1 gap-6 lg:grid-cols-12">
          <main id="main" className="lg:col-span-9">
            {selection.course && selection.courseClass?.opensAt ? (
              <LockedClass
                locale={locale}
                course={selection.course}
                courseClass={selection.courseClass}
                opensAt={selection.courseClass.opensAt}
              />
            ) : selection.course && selection.courseClass ? (
              <ClientMessages locale={locale} namespaces={CLASS_NAMESPACES}>
                <ClassView
                  locale={locale}
                  course={selection.course}
                  courseClass={selection.courseClass}
                  body={body}
                  linkTargets={linkTargetsFor(courses)}
                  progress={progress.get(selection.courseClass.id)}
                  startAt={startAt}
                  notes={
                    openClass && (
                      <ClassNotes
                        key={selection.courseClass.id}
                        courseId={selection.course.id}
                        classId={selection.courseClass.id}
                        initialNotes={notes}
                        hasVideo={hasVideo}
                        create={createNoteAction}
                        edit={editNoteAction}
                        remove={deleteNoteAction}
                      />
                    )
                  }
                  below={
                    openClass && (
                      <>
                        <ClassJournal
                          locale={locale}
                          email={member.email}
                          activity={record.classActivity}
                          courseId={selection.course.id}
                          classId={openClass.id}
                        />
                        <ClassQuestions
                          key={`q-${selection.courseClass.id}`}
                          courseId={selection.course.id}
                          classId={selection.courseClass.id}
                          initial={questions}
                          hasVideo={hasVideo}
                          guidelineHref={COMMUNITY_GUIDELINE_PATH}
                          newTabText={getTranslator(locale, 'common')('opensInNewTab')}
                          actions={communityActions}
                        />
                      </>
                    )
                  }
                />
              </ClientMessages>
            ) : selection.course ? (
              <CourseDetail
                locale={locale}
                course={selection.course}
                progress={courseProgress(selection.course, completed)}
              />
            ) : (
              // Nothing selected. The live sessions' NextLiveSession sits beside either state.
              <div className="flex h-full flex-col gap-6">
                {dashboard ? (
                  <MemberDashboard locale={locale} dashboard={dashboard} />
                ) : (
                  <div className="flex min-h-80 flex-1 flex-col items-center justify-center gap-6 rounded-2xl border border-dashed border-ink-700 p-8 text-center">
                    <h1 className="text-lg font-normal text-slate-300">{t('home.selectCourse')}</h1>
                    <ChooseNowButton />
                  </div>
                )}
                <NextLiveSession locale={locale} courseIds={record.courseIds} />
              </div>
            )}
          </main>
          <Sidebar>
            {selection.course && selection.sidebar === 'classes' ? (
              <ClassList
                locale={locale}
                course={selection.course}
                selectedId={selection.courseClass?.id ?? null}
                completedClassIds={completed}
              />
            ) : (
              <CourseList
                locale={locale}
                groups={groupByCategory(courses)}
                selectedId={selection.course?.id ?? null}
                completedClassIds={completed}
                refresh={refreshCourses}
              />
            )}
          </Sidebar>
        </div>
      </div>
    </DrawerProvider>
  );
}
