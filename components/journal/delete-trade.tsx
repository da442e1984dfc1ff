'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';

/** What deleting a trade answers: a refusal in the member's words. */
export type DeleteTradeResult = { ok: true } | { ok: false; error: string };

/**
 * A trade's Delete button. The page reads itself again after a delete (the action
 * revalidates it), so the row goes; a refusal, or a request that fails (`failed`), is said
 * beside the button and the trade stays.
 */
export function DeleteTrade({
  id,
  text,
  label,
  failed,
  action,
}: {
  id: string;
  text: string;
  label: string;
  failed: string;
  action: (id: string) => Promise<DeleteTradeResult>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const remove = () =>
    startTransition(async () => {
      const result = await action(id).catch(() => null);
      setError(!result ? failed : result.ok ? null : result.error);
    });
  return (
    <div className="flex flex-col gap-1">
      <Button size="sm" aria-label={label} disabled={pending} onClick={remove}>
        {text}
      </Button>
      {error && (
        <p role="alert" className="text-xs text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
