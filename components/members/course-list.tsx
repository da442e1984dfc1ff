import Link from 'next/link';
import { courseTitle, type CategoryGroup } from '@/lib/content/client';
import { courseProgress } from '@/lib/progress/client';
import { homeHref } from '@/lib/members/client';
import { ProgressBar } from './progress-bar';
import { RefreshButton, type RefreshResult } from './refresh-button';

export type CourseListProps = {
  groups: CategoryGroup[];
  selectedId: string | null;
  completedClassIds: ReadonlySet<string>;
  /** The server action behind the refresh button. */
  refresh: () => Promise<RefreshResult>;
};

export function CourseList({ groups, selectedId, completedClassIds, refresh }: CourseListProps) {
  return (
    <nav aria-labelledby="courses-heading" className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h2 id="courses-heading" className="text-lg font-semibold">
          Courses
        </h2>
        <RefreshButton refresh={refresh} />
      </div>
      {groups.length === 0 && (
        <p className="text-sm text-slate-400">No courses are available to you yet.</p>
      )}
      {groups.map(({ category, courses }) => (
        <section key={category.id} aria-label={category.name} className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold uppercase tracking-wider text-brand-300">
            {category.name}
          </h3>
          <ul className="flex flex-col gap-1">
            {courses.map((course) => {
              const selected = course.id === selectedId;
              return (
                <li key={course.id}>
                  <Link
                    href={homeHref({ course: course.id })}
                    aria-current={selected ? 'page' : undefined}
                    className={`block rounded-lg px-3 py-2 text-sm ${selected ? 'bg-brand-500 font-semibold text-ink-950' : 'hover:bg-ink-800'}`}
                  >
                    {courseTitle(course)}
                  </Link>
                  {course.classes.length > 0 && (
                    <div className="px-3 pt-1 pb-2">
                      <ProgressBar progress={courseProgress(course, completedClassIds)} compact />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
