'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';

type Result = { ok: true; data: string } | { ok: false; error: string };

/** A queued or failed e-mail's Retry; the answer is announced and the list re-read. */
export function MailRetryButton({
  docId,
  subject,
  retry,
}: {
  docId: string;
  subject: string;
  retry: (docId: string) => Promise<Result>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [answer, setAnswer] = useState<Result | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <Button
        size="sm"
        disabled={pending}
        className="self-start"
        aria-label={`Retry sending “${subject}”`}
        onClick={() =>
          startTransition(async () => {
            setAnswer(await retry(docId));
            router.refresh();
          })
        }
      >
        Retry
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
