'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ActionAnswer, usePageAnswer, type ActionResult } from './action-answer';
import { settle } from './form-kit';

/**
 * Runs a console action and announces its answer: above the list inside a PageActionAnswer,
 * else on the caller's own status line (`status`: null inside one); a call that throws (the
 * console unreachable) reads as a refusal. The page is read again after each.
 */
export function useAnnouncedAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [answer, setAnswer] = useState<ActionResult | null>(null);
  const pageAnswer = usePageAnswer();
  const run = (action: () => Promise<ActionResult>) =>
    startTransition(async () => {
      (pageAnswer ?? setAnswer)(await settle(action));
      router.refresh();
    });
  const status = pageAnswer ? null : <ActionAnswer answer={answer} />;
  return { pending, run, status };
}

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
  const { pending, run, status } = useAnnouncedAction();
  return (
    <div className="flex flex-col gap-1">
      <Button
        size="sm"
        variant={variant}
        disabled={pending}
        aria-label={name}
        onClick={() => run(action)}
      >
        {label}
      </Button>
      {status}
    </div>
  );
}

/**
 * A console form (its fields as children, hidden ones included) whose server action
 * answers: the answer is announced as ConsoleActionButton's is, and the page read again.
 * Submitted by hand, so a refusal keeps what was typed (React resets a form after its action).
 */
export function ConsoleForm({
  submit,
  action,
  className,
  children,
}: {
  /** The submit button's label. */
  submit: string;
  action: (form: FormData) => Promise<ActionResult>;
  className?: string;
  children?: ReactNode;
}) {
  const { pending, run, status } = useAnnouncedAction();
  return (
    <div className="flex flex-col gap-1">
      <form
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          run(() => action(form));
        }}
      >
        {children}
        <Button type="submit" size="sm" disabled={pending}>
          {submit}
        </Button>
      </form>
      {status}
    </div>
  );
}
