'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { settle } from './form-kit';

type Result = { ok: true; data: string } | { ok: false; error: string };

/** The drifting threshold: a number of days; a refusal names the field and keeps what was typed. */
export function DriftDaysForm({
  days,
  save,
}: {
  days: number;
  save: (days: string) => Promise<Result>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [answer, setAnswer] = useState<Result | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('driftDays') ?? '');
    startTransition(async () => {
      const result = await settle(() => save(value));
      setAnswer(result);
      if (result.ok) router.refresh();
    });
  };
  const invalid = answer?.ok === false;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="drift-days" className="text-sm font-semibold text-slate-300">
          Days without watching
        </label>
        <input
          id="drift-days"
          name="driftDays"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          required
          defaultValue={days}
          aria-invalid={invalid || undefined}
          aria-describedby="drift-days-answer"
          className="w-28 rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm"
        />
      </div>
      <Button type="submit" disabled={pending}>
        Save
      </Button>
      <p
        id="drift-days-answer"
        role="status"
        className={invalid ? 'text-sm text-red-300' : 'text-sm text-slate-300'}
      >
        {answer ? (answer.ok ? answer.data : answer.error) : ''}
      </p>
    </form>
  );
}
