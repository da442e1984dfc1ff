import type { Course, CourseClass } from '@/lib/content/client';
import { getTranslator, type Locale } from '@/lib/i18n';
import { homeHref } from '@/lib/members/client';
import { MemberLink } from './member-link';
import { OpensOn } from './opens-on';

/**
 * A class not released to the member yet: its title and when it opens. The page has only
 * what lib/grants left of it (id, title, opening), so there is nothing else to show.
 */
export function LockedClass({
  locale,
  course,
  courseClass,
  opensAt,
}: {
  locale: Locale;
  course: Course;
  courseClass: CourseClass;
  opensAt: number;
}) {
  const t = getTranslator(locale, 'members');
  return (
    <article className="flex flex-col gap-6">
      <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-6 text-center">
        <span aria-hidden="true" className="text-4xl">
          🔒
        </span>
        <p className="text-slate-300">
          {t.rich('locked.opensOn', { time: () => <OpensOn at={opensAt} /> })}
        </p>
      </div>
      <h1 className="text-3xl font-bold tracking-tight">
        {courseClass.title ?? t('untitledClass')}
      </h1>
      <p className="text-slate-400">
        {t('locked.stepByStep')}{' '}
        <MemberLink
          href={homeHref({ course: course.id })}
          className="underline hover:text-slate-200"
        >
          {t('locked.back')}
        </MemberLink>
      </p>
    </article>
  );
}
