'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';

type Result = { ok: true; data: string } | { ok: false; error: string };

/** A message's two console actions; the answer is announced and the list re-read. */
export function MessageActions({
  id,
  handled,
  canRetry,
  retry,
  mark,
}: {
  id: string;
  handled: boolean;
  /** False once forwarded: a second copy would only duplicate it at the forms service. */
  canRetry: boolean;
  retry: (id: string) => Promise<Result>;
  mark: (id: string, handled: boolean) => Promise<Result>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [answer, setAnswer] = useState<Result | null>(null);
  const run = (call: () => Promise<Result>) =>
    startTransition(async () => {
      const result = await call();
      setAnswer(result);
      router.refresh();
    });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {canRetry && (
          <Button size="sm" disabled={pending} onClick={() => run(() => retry(id))}>
            Retry forwarding now
          </Button>
        )}
        <Button size="sm" disabled={pending} onClick={() => run(() => mark(id, !handled))}>
          {handled ? 'Mark open' : 'Mark handled'}
        </Button>
      </div>
      <p
        role="status"
        className={answer?.ok === false ? 'text-sm text-red-300' : 'text-sm text-slate-300'}
      >
        {answer ? (answer.ok ? answer.data : answer.error) : ''}
      </p>
    </div>
  );
}
