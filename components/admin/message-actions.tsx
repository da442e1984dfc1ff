'use client';

import { Button } from '@/components/ui/button';
import type { ActionResult } from './action-answer';
import { useAnnouncedAction } from './console-action-button';

/**
 * A message's two console actions; the answer is announced (above the list inside a
 * PageActionAnswer, where Mark handled takes the message out of the Open view) and the list
 * re-read.
 */
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
  retry: (id: string) => Promise<ActionResult>;
  mark: (id: string, handled: boolean) => Promise<ActionResult>;
}) {
  const { pending, run, status } = useAnnouncedAction();
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
      {status}
    </div>
  );
}
