import type { Metadata } from 'next';
import { BlockF12 } from '@/components/members/block-f12';
import { ClassList } from '@/components/members/class-list';
import { ClassView } from '@/components/members/class-view';
import { CourseDetail } from '@/components/members/course-detail';
import { CourseList } from '@/components/members/course-list';
import { ChooseNowButton, DrawerProvider, MenuButton, Sidebar } from '@/components/members/drawer';
import { MembersHeader } from '@/components/members/header';
import { LockedClass } from '@/components/members/locked-class';
import { requireSession } from '@/lib/auth';
import { getClassBodyOrNull, groupByCategory } from '@/lib/content';
import { getMemberCoursesOrEmpty, homeHref, linkTargetsFor, resolveSelection } from '@/lib/members';
import { completedClassIds, courseProgress } from '@/lib/progress';
import { refreshCourses } from './actions';

export const metadata: Metadata = { title: 'E-Learning', robots: { index: false } };

export default async function HomePage({ searchParams }: PageProps<'/home'>) {
  const params = await searchParams;
  const course = typeof params.course === 'string' ? params.course : undefined;
  const courseClass = typeof params.class === 'string' ? params.class : undefined;
  const session = await requireSession(homeHref({ course, class: courseClass }));
  const { member, record } = session;
  const courses = await getMemberCoursesOrEmpty(session.record, '/home');
  // Resolved among the member's own courses only, so a class's text is read only once
  // the member is known to have that class.
  const selection = resolveSelection(courses, params);
  // A class not released to the member yet has no text to read: nothing of it is fetched.
  const openClass = selection.courseClass?.opensAt === null ? selection.courseClass : null;
  const body = openClass ? await getClassBodyOrNull(openClass.id, '/home') : null;
  const progress = record.progress;
  const completed = completedClassIds(progress);

  // No <Suspense> around the drawer's useSearchParams: the page is dynamic, so nothing is
  // prerendered that would need one, and every boundary costs each HTML load.
  return (
    <DrawerProvider>
      <BlockF12 />
      <div className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-6 p-4 lg:p-8">
        <MembersHeader email={member.email} operator={session.operator} actions={<MenuButton />} />
        <div className="grid flex-1 gap-6 lg:grid-cols-12">
          <main className="lg:col-span-9">
            {selection.course && selection.courseClass?.opensAt ? (
              <LockedClass
                course={selection.course}
                courseClass={selection.courseClass}
                opensAt={selection.courseClass.opensAt}
              />
            ) : selection.course && selection.courseClass ? (
              <ClassView
                course={selection.course}
                courseClass={selection.courseClass}
                body={body}
                linkTargets={linkTargetsFor(courses)}
                progress={progress.get(selection.courseClass.id)}
              />
            ) : selection.course ? (
              <CourseDetail
                course={selection.course}
                progress={courseProgress(selection.course, completed)}
              />
            ) : (
              <div className="flex h-full min-h-80 flex-col items-center justify-center gap-6 rounded-2xl border border-dashed border-ink-700 p-8 text-center">
                <h1 className="text-lg font-normal text-slate-300">
                  Please select a course from the list to get started.
                </h1>
                <ChooseNowButton />
              </div>
            )}
          </main>
          <Sidebar>
            {selection.course && selection.sidebar === 'classes' ? (
              <ClassList
                course={selection.course}
                selectedId={selection.courseClass?.id ?? null}
                completedClassIds={completed}
              />
            ) : (
              <CourseList
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
