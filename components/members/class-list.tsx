import Link from 'next/link';
import { classTitle, type Course } from '@/lib/content/client';
import { homeHref } from '@/lib/members/client';

export type ClassListProps = {
  course: Course;
  selectedId: string | null;
  completedClassIds: ReadonlySet<string>;
};

export function ClassList({ course, selectedId, completedClassIds }: ClassListProps) {
  return (
    <nav aria-labelledby="classes-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="classes-heading" className="text-lg font-semibold">
          Classes
        </h2>
        <Link
          href={homeHref({ course: course.id, sidebar: 'courses' })}
          aria-label="Close class list"
          className="rounded-lg border border-ink-700 px-2 py-1 text-sm hover:bg-ink-800"
        >
          ✕
        </Link>
      </div>
      {course.classes.length === 0 && (
        <p className="text-sm text-slate-400">This course has no classes yet.</p>
      )}
      <ol className="flex flex-col gap-1">
        {course.classes.map((courseClass) => {
          const selected = courseClass.id === selectedId;
          const completed = completedClassIds.has(courseClass.id);
          return (
            <li key={courseClass.id} className="flex items-center gap-2">
              <Link
                href={homeHref({ course: course.id, class: courseClass.id })}
                aria-current={selected ? 'page' : undefined}
                className={`block flex-1 rounded-lg px-3 py-2 text-sm ${selected ? 'bg-brand-500 font-semibold text-ink-950' : 'hover:bg-ink-800'}`}
              >
                {classTitle(courseClass)}
              </Link>
              <span
                role="img"
                aria-label={completed ? 'Completed' : 'Not completed'}
                className={`w-5 text-center text-sm ${completed ? 'text-brand-300' : 'text-transparent'}`}
              >
                ✓
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
