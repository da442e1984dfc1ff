'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import toast from 'react-hot-toast';
import { refreshCourses } from '@/app/(members)/home/actions';
import { NOT_SIGNED_IN } from '@/lib/auth/messages';

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
          if (result.ok) router.refresh();
          else if (result.error === NOT_SIGNED_IN) router.replace('/login?next=%2Fhome');
          else toast.error(result.error);
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
