'use client';

import { useTranslations } from 'use-intl/react';
import type { CourseProgress } from '@/lib/progress/client';
import { MemberLink } from './member-link';
import { OpensOn } from './opens-on';
import { ProgressBar } from './progress-bar';

/*
 * The sidebar's repeated rows. They are client components so the page's RSC payload (sent
 * again inline in every HTML load) carries each row's data, not its markup and classes
 * (bench:profile measures what each byte of payload costs; docs/benchmarks.md).
 */

/** `opensAt`: when a class not released to the member yet opens (ms); null when it is open. */
export type ClassLink = {
  id: string;
  href: string;
  title: string;
  completed: boolean;
  opensAt: number | null;
};

export function ClassLinks({
  classes,
  selectedId,
}: {
  classes: ClassLink[];
  selectedId: string | null;
}) {
  const t = useTranslations('membersUi');
  return (
    <ol className="flex flex-col gap-1">
      {classes.map(({ id, href, title, completed, opensAt }) => {
        const selected = id === selectedId;
        return (
          <li key={id} className="flex items-center gap-2">
            <MemberLink
              href={href}
              aria-current={selected ? 'page' : undefined}
              className={`block flex-1 rounded-lg px-3 py-2 text-sm ${selected ? 'bg-brand-500 font-semibold text-ink-950' : 'hover:bg-ink-800'}`}
            >
              {title}
              {opensAt !== null && (
                <span
                  className={`mt-0.5 flex items-center gap-1 text-xs ${selected ? 'text-ink-900' : 'text-slate-400'}`}
                >
                  <span aria-hidden="true">🔒</span>
                  <span>{t.rich('lockedOpens', { time: () => <OpensOn at={opensAt} /> })}</span>
                </span>
              )}
            </MemberLink>
            <span
              role="img"
              aria-label={completed ? t('completed') : t('notCompleted')}
              className={`w-5 text-center text-sm ${completed ? 'text-brand-300' : 'text-transparent'}`}
            >
              ✓
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** A course row; `progress` is null for a course without classes (no bar). */
export type CourseLink = {
  id: string;
  href: string;
  title: string;
  progress: CourseProgress | null;
};

export function CourseLinks({
  courses,
  selectedId,
}: {
  courses: CourseLink[];
  selectedId: string | null;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {courses.map(({ id, href, title, progress }) => {
        const selected = id === selectedId;
        return (
          <li key={id}>
            <MemberLink
              href={href}
              aria-current={selected ? 'page' : undefined}
              className={`block rounded-lg px-3 py-2 text-sm ${selected ? 'bg-brand-500 font-semibold text-ink-950' : 'hover:bg-ink-800'}`}
            >
              {title}
            </MemberLink>
            {progress && (
              <div className="px-3 pt-1 pb-2">
                <ProgressBar progress={progress} compact />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
