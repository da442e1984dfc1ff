import { getTranslator, type Locale } from '@/lib/i18n';
import type { Dashboard } from '@/lib/progress/client';
import { MemberLink } from './member-link';
import { ProgressBar } from './progress-bar';

/**
 * /home with nothing selected, for a member who has started: where they left off, what is
 * new since their previous visit, and their courses with their progress.
 */
export function MemberDashboard({ locale, dashboard }: { locale: Locale; dashboard: Dashboard }) {
  const t = getTranslator(locale, 'members');
  const courseTitle = (course: { title: string | null }) => course.title ?? t('untitledCourse');
  const classTitle = (courseClass: { title: string | null }) =>
    courseClass.title ?? t('untitledClass');
  const { continueWith, newClasses, courses } = dashboard;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold tracking-tight">{t('dashboard.welcome')}</h1>
      <MemberLink
        href={continueWith.href}
        className="flex flex-col gap-1 rounded-2xl bg-brand-500 p-5 text-ink-950 hover:bg-brand-400"
      >
        <span className="text-xs font-semibold tracking-wider uppercase">
          {t('dashboard.continue')}
        </span>{' '}
        <span className="text-xl font-bold">{classTitle(continueWith.courseClass)}</span>{' '}
        <span className="text-sm">
          {t('dashboard.inCourse', { course: courseTitle(continueWith.course) })}
        </span>
      </MemberLink>
      {newClasses.length > 0 && (
        <section aria-labelledby="new-heading" className="flex flex-col gap-3">
          <h2 id="new-heading" className="text-lg font-semibold">
            {t('dashboard.new')}
          </h2>
          <ul className="flex flex-col gap-2">
            {newClasses.map(({ course, courseClass, href }) => (
              <li key={courseClass.id}>
                <MemberLink
                  href={href}
                  className="flex flex-col rounded-lg border border-ink-700 px-4 py-3 hover:bg-ink-800"
                >
                  <span className="font-semibold">{classTitle(courseClass)}</span>{' '}
                  <span className="text-sm text-slate-400">
                    {t('dashboard.inCourse', { course: courseTitle(course) })}
                  </span>
                </MemberLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="your-courses-heading" className="flex flex-col gap-3">
        <h2 id="your-courses-heading" className="text-lg font-semibold">
          {t('dashboard.yourCourses')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {courses.map(({ course, href, progress, inProgress }) => (
            <li
              key={course.id}
              className="flex flex-col gap-3 rounded-2xl border border-ink-700 p-4"
            >
              <div className="flex flex-col gap-1">
                <span className="text-xs font-semibold tracking-wider text-brand-300 uppercase">
                  {inProgress
                    ? t('dashboard.inProgress')
                    : (course.category.name ?? t('courses.uncategorized'))}
                </span>
                <MemberLink href={href} className="font-semibold hover:underline">
                  {courseTitle(course)}
                </MemberLink>
              </div>
              <ProgressBar progress={progress} compact />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
