'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { ActionAnswer, usePageAnswer, type ActionResult } from './action-answer';

/**
 * One console action on a button (a server action bound to its arguments on the server);
 * its answer is announced beside it, or above the list inside a PageActionAnswer, and the
 * page is read again.
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
  action: () => Promise<ActionResult>;
  variant?: 'primary' | 'secondary';
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [answer, setAnswer] = useState<ActionResult | null>(null);
  const pageAnswer = usePageAnswer();
  return (
    <div className="flex flex-col gap-1">
      <Button
        size="sm"
        variant={variant}
        disabled={pending}
        aria-label={name}
        onClick={() =>
          startTransition(async () => {
            (pageAnswer ?? setAnswer)(await action());
            router.refresh();
          })
        }
      >
        {label}
      </Button>
      {!pageAnswer && <ActionAnswer answer={answer} />}
    </div>
  );
}
