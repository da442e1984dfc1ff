'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';

type Result = { ok: true; data: string } | { ok: false; error: string };

/**
 * One console action on a button (a server action bound to its arguments on the server);
 * its answer is announced beside it and the page is read again.
 */
export function ConsoleActionButton({
  label,
  name,
  action,
  variant,
}: {
  label: string;
  /** The button's accessible name when the label alone repeats down a list (it starts with the label). */
  name?: string;
  action: () => Promise<Result>;
  variant?: 'primary' | 'secondary';
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [answer, setAnswer] = useState<Result | null>(null);
  return (
    <div className="flex flex-col gap-1">
      <Button
        size="sm"
        variant={variant}
        disabled={pending}
        aria-label={name}
        onClick={() =>
          startTransition(async () => {
            setAnswer(await action());
            router.refresh();
          })
        }
      >
        {label}
      </Button>
      <p
        role="status"
        className={answer?.ok === false ? 'text-sm text-red-300' : 'text-sm text-slate-300'}
      >
        {answer ? (answer.ok ? answer.data : answer.error) : ''}
      </p>
    </div>
  );
}
