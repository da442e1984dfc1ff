'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';

export type PlanFormValues = {
  price: string;
  name: string;
  mode: string;
  termDays: string;
  courses: string;
};

type Result = { ok: true; data: string } | { ok: false; error: string; field?: string };

const input =
  'w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-sm aria-invalid:border-red-400';

/**
 * Adds a plan (`create`) or edits one. The form is never reset by the answer: what was
 * typed stays, and a refused field is marked and described by the message.
 */
export function PlanForm({
  initial,
  create,
  save,
}: {
  initial: PlanFormValues;
  create: boolean;
  save: (form: PlanFormValues, create: boolean) => Promise<Result>;
}) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [answer, setAnswer] = useState<Result | null>(null);
  const [pending, startTransition] = useTransition();
  const bad = answer && !answer.ok ? answer.field : undefined;
  const messageId = `${id}-message`;
  const field = (name: keyof PlanFormValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    'aria-invalid': bad === name ? true : undefined,
    'aria-describedby': bad === name ? messageId : undefined,
    className: input,
  });
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await save(values, create);
          setAnswer(result);
          if (result.ok) {
            if (create) setValues(initial);
            router.refresh();
          }
        });
      }}
    >
      <label htmlFor={`${id}-price`} className="flex flex-col gap-1 text-sm">
        Price id
        <input {...field('price')} readOnly={!create} />
      </label>
      <label htmlFor={`${id}-name`} className="flex flex-col gap-1 text-sm">
        Name
        <input {...field('name')} />
      </label>
      <label htmlFor={`${id}-mode`} className="flex flex-col gap-1 text-sm">
        Mode
        <select {...field('mode')}>
          <option value="subscription">subscription</option>
          <option value="payment">payment (a pass)</option>
        </select>
      </label>
      <label htmlFor={`${id}-termDays`} className="flex flex-col gap-1 text-sm">
        Term days (passes only)
        <input {...field('termDays')} inputMode="numeric" />
      </label>
      <label htmlFor={`${id}-courses`} className="flex flex-col gap-1 text-sm sm:col-span-2">
        Courses (course ids, one a line)
        <textarea {...field('courses')} rows={3} />
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="primary" disabled={pending}>
          {create ? 'Add plan' : 'Save plan'}
        </Button>
        <p
          id={messageId}
          role={answer?.ok === false ? 'alert' : 'status'}
          className={answer?.ok === false ? 'text-sm text-red-300' : 'text-sm text-slate-300'}
        >
          {answer ? (answer.ok ? `Saved ${answer.data}.` : answer.error) : ''}
        </p>
      </div>
    </form>
  );
}
