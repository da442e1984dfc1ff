'use client';

import { useTranslations } from 'use-intl/react';
import type { CourseProgress } from '@/lib/progress/client';

/** A course's progress; a client component, as the sidebar's rows (client) show it too. */
export function ProgressBar({
  progress,
  compact = false,
}: {
  progress: CourseProgress;
  compact?: boolean;
}) {
  const t = useTranslations('membersUi');
  const label = t('progress', { completed: progress.completed, total: progress.total });
  return (
    <div className={`flex flex-col ${compact ? 'gap-1' : 'gap-2'}`}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className={`overflow-hidden rounded-full bg-ink-700 ${compact ? 'h-1' : 'h-2'}`}
      >
        <div
          className="h-full rounded-full bg-brand-400"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <span className={compact ? 'text-xs text-slate-400' : 'text-sm text-slate-300'}>{label}</span>
    </div>
  );
}
