'use client';

import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import toast from 'react-hot-toast';
import { useTranslations } from 'use-intl/react';
import { sendProgress } from '@/lib/progress/client';

export type MarkCompleteProps = { courseId: string; classId: string; completed: boolean };

export function MarkComplete({ courseId, classId, completed }: MarkCompleteProps) {
  const t = useTranslations('membersUi');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [checked, setChecked] = useOptimistic(completed);

  function toggle(next: boolean) {
    startTransition(async () => {
      setChecked(next);
      const saved = await sendProgress({ type: 'complete', courseId, classId, completed: next });
      if (!saved) toast.error(t('progressNotSaved'));
      router.refresh();
    });
  }

  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        checked={checked}
        disabled={pending}
        onChange={(event) => toggle(event.target.checked)}
        className="size-4 shrink-0 accent-brand-500"
      />
      {t('markComplete')}
    </label>
  );
}
