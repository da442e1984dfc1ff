import type { CategoryGroup } from '@/lib/content/client';
import { getTranslator, type Locale } from '@/lib/i18n';
import { homeHref } from '@/lib/members/client';
import { courseProgress } from '@/lib/progress/client';
import { RefreshButton, type RefreshResult } from './refresh-button';
import { CourseLinks } from './sidebar-links';

export type CourseListProps = {
  locale: Locale;
  groups: CategoryGroup[];
  selectedId: string | null;
  completedClassIds: ReadonlySet<string>;
  /** The server action behind the refresh button. */
  refresh: () => Promise<RefreshResult>;
};

export function CourseList({
  locale,
  groups,
  selectedId,
  completedClassIds,
  refresh,
}: CourseListProps) {
  const t = getTranslator(locale, 'members');
  return (
    <nav aria-labelledby="courses-heading" className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h2 id="courses-heading" className="text-lg font-semibold">
          {t('courses.heading')}
        </h2>
        <RefreshButton refresh={refresh} />
      </div>
      {groups.length === 0 && <p className="text-sm text-slate-400">{t('courses.none')}</p>}
      {groups.map(({ category, courses }) => (
        <section
          key={category.id}
          aria-label={category.name ?? t('courses.uncategorized')}
          className="flex flex-col gap-2"
        >
          <h3 className="text-xs font-semibold tracking-wider text-brand-300 uppercase">
            {category.name ?? t('courses.uncategorized')}
          </h3>
          <CourseLinks
            selectedId={selectedId}
            courses={courses.map((course) => ({
              id: course.id,
              href: homeHref({ course: course.id }),
              title: course.title ?? t('untitledCourse'),
              progress:
                course.classes.length > 0 ? courseProgress(course, completedClassIds) : null,
            }))}
          />
        </section>
      ))}
    </nav>
  );
}
