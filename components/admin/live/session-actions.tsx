'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';

type Result = { ok: true; data: string } | { ok: false; error: string; field?: string };

const UNREACHABLE = 'The console could not be reached. Please try again.';

function useAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [answer, setAnswer] = useState<Result | null>(null);
  const run = (call: () => Promise<Result>, onSuccess?: () => void) =>
    startTransition(async () => {
      let result: Result;
      try {
        result = await call();
      } catch {
        result = { ok: false, error: UNREACHABLE };
      }
      setAnswer(result);
      if (result.ok) {
        onSuccess?.();
        router.refresh();
      }
    });
  return { pending, answer, run };
}

function Answer({ id, answer }: { id: string; answer: Result | null }) {
  return (
    <p
      id={id}
      role={answer?.ok === false ? 'alert' : 'status'}
      className={answer?.ok === false ? 'text-sm text-red-300' : 'text-sm text-slate-300'}
    >
      {answer ? (answer.ok ? answer.data : answer.error) : ''}
    </p>
  );
}

/** Cancel, asked twice: the first press asks, the second cancels (members are e-mailed). */
export function CancelSession({ title, cancel }: { title: string; cancel: () => Promise<Result> }) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const { pending, answer, run } = useAction();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {asking ? (
        <>
          <Button
            variant="primary"
            size="sm"
            disabled={pending}
            onClick={() => run(cancel, () => setAsking(false))}
            aria-label={`Yes, cancel ${title}`}
          >
            Yes, cancel it
          </Button>
          <Button size="sm" disabled={pending} onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <Button size="sm" onClick={() => setAsking(true)} aria-label={`Cancel ${title}`}>
          Cancel
        </Button>
      )}
      <Answer id={`${id}-answer`} answer={answer} />
    </div>
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
  const { pending, answer, run } = useAction();
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
      <Answer id={`${id}-answer`} answer={answer} />
    </form>
  );
}
