'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { refreshCourses } from '@/app/(members)/home/actions';

export function RefreshButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      aria-label="Refresh courses"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await refreshCourses();
          if (!result.ok) router.replace('/login?next=%2Fhome');
          else router.refresh();
        })
      }
      className="rounded-lg border border-ink-700 px-2 py-1 text-sm hover:bg-ink-800 disabled:opacity-60"
    >
      <span aria-hidden="true" className={`inline-block ${pending ? 'animate-spin' : ''}`}>
        ↻
      </span>
    </button>
  );
}
