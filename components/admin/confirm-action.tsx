'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormStatus, useConsoleAction, type FormResult } from './form-kit';

/**
 * A destructive console action, asked twice: the first button asks (the question is read
 * out and focus moves to the confirming button), the second does it; "keep" steps back.
 * `subject` names what it acts on, so the buttons' names stay distinct down a list.
 */
export function ConfirmAction({
  label,
  question,
  confirm,
  confirmName,
  keep,
  subject,
  action,
  gone,
}: {
  label: string;
  question?: string;
  confirm: string;
  /** The confirming button's accessible name (it starts with `confirm`'s words). */
  confirmName: string;
  keep: string;
  subject: string;
  action: () => Promise<FormResult>;
  /**
   * When success removes the item this sits in (a delete), or this control from it (a
   * cancel): the id of the element to focus afterwards (it needs tabIndex -1). The answer
   * then goes to the app's toaster, as the status line beside the button goes too.
   */
  gone?: { focus: string };
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const { answer, pending, run } = useConsoleAction(gone ? 'toast' : 'status');
  const opener = useRef<HTMLButtonElement>(null);
  const stepBack = () => {
    setAsking(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {asking ? (
        <div
          role="group"
          aria-label={`${label} ${subject}`}
          className="flex flex-wrap items-center gap-2"
        >
          {question && (
            <span id={`${id}-question`} className="text-sm text-amber-200">
              {question}
            </span>
          )}
          <Button
            variant="primary"
            size="sm"
            disabled={pending}
            autoFocus
            onClick={() =>
              run(action, () => {
                setAsking(false);
                if (gone) document.getElementById(gone.focus)?.focus();
              })
            }
            aria-label={confirmName}
            aria-describedby={question ? `${id}-question` : undefined}
          >
            {confirm}
          </Button>
          <Button size="sm" disabled={pending} onClick={stepBack}>
            {keep}
          </Button>
        </div>
      ) : (
        <Button
          ref={opener}
          size="sm"
          onClick={() => setAsking(true)}
          aria-label={`${label} ${subject}`}
        >
          {label}
        </Button>
      )}
      <FormStatus id={`${id}-answer`} answer={answer} />
    </div>
  );
}
