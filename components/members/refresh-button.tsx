'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import toast from 'react-hot-toast';
import { useTranslations } from 'use-intl/react';
import { NOT_SIGNED_IN } from '@/lib/auth/client';

/** What the refresh action answers: done, or a message for the member. */
export type RefreshResult = { ok: true } | { ok: false; error: string };

/** The page passes its server action in, so this leaf knows nothing of the route. */
export function RefreshButton({ refresh }: { refresh: () => Promise<RefreshResult> }) {
  const t = useTranslations('membersUi');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      aria-label={t('refresh')}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          // A request that never arrives is told here, not thrown to the error page.
          const result = await refresh().catch(() => null);
          if (!result) toast.error(t('refreshFailed'));
          else if (result.ok) router.refresh();
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
