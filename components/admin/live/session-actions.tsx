'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '../confirm-action';
import { FormStatus, useConsoleAction, type FormResult } from '../form-kit';

type Result = FormResult;

/**
 * Cancel, asked twice: the first press asks, the second cancels (members are e-mailed). A
 * cancelled session has no actions, so the answer goes to the toaster and focus to
 * `heading`, the session's own heading, which stays.
 */
export function CancelSession({
  title,
  heading,
  cancel,
}: {
  title: string;
  heading: string;
  cancel: () => Promise<Result>;
}) {
  return (
    <ConfirmAction
      label="Cancel"
      subject={title}
      confirm="Yes, cancel it"
      confirmName={`Yes, cancel ${title}`}
      keep="Keep it"
      action={cancel}
      gone={{ focus: heading }}
    />
  );
}

/** The recording of a session that is over: a YouTube link (empty removes it). */
export function RecordingForm({
  title,
  initial,
  save,
}: {
  title: string;
  initial: string;
  save: (link: string) => Promise<Result>;
}) {
  const id = useId();
  const [link, setLink] = useState(initial);
  const { pending, answer, run } = useConsoleAction();
  const bad = answer?.ok === false;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Recording of ${title}`}
      onSubmit={(event) => {
        event.preventDefault();
        run(() => save(link));
      }}
    >
      <label htmlFor={`${id}-recording`} className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        Recording
        <input
          id={`${id}-recording`}
          name="recording"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          placeholder="https://www.youtube.com/watch?v=…"
          aria-invalid={bad ? true : undefined}
          aria-describedby={bad ? `${id}-answer` : undefined}
          className="w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-sm text-slate-100 focus:border-brand-400 aria-invalid:border-red-400"
        />
      </label>
      <Button type="submit" size="sm" disabled={pending}>
        Save recording
      </Button>
      <FormStatus id={`${id}-answer`} answer={answer} />
    </form>
  );
}
