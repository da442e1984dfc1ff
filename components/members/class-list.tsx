import type { Course } from '@/lib/content/client';
import { getTranslator, type Locale } from '@/lib/i18n';
import { homeHref } from '@/lib/members/client';
import { MemberLink } from './member-link';
import { ClassLinks } from './sidebar-links';

export type ClassListProps = {
  locale: Locale;
  course: Course;
  selectedId: string | null;
  completedClassIds: ReadonlySet<string>;
};

export function ClassList({ locale, course, selectedId, completedClassIds }: ClassListProps) {
  const t = getTranslator(locale, 'members');
  return (
    <nav aria-labelledby="classes-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="classes-heading" className="text-lg font-semibold">
          {t('classes.heading')}
        </h2>
        <MemberLink
          href={homeHref({ course: course.id, sidebar: 'courses' })}
          aria-label={t('classes.close')}
          className="rounded-lg border border-ink-700 px-2 py-1 text-sm hover:bg-ink-800"
        >
          ✕
        </MemberLink>
      </div>
      {course.classes.length === 0 && <p className="text-sm text-slate-400">{t('classes.none')}</p>}
      <ClassLinks
        selectedId={selectedId}
        classes={course.classes.map((courseClass) => ({
          id: courseClass.id,
          href: homeHref({ course: course.id, class: courseClass.id }),
          title: courseClass.title ?? t('untitledClass'),
          completed: completedClassIds.has(courseClass.id),
          opensAt: courseClass.opensAt,
        }))}
      />
    </nav>
  );
}
