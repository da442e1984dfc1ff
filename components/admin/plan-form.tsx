'use client';

import { Button } from '@/components/ui/button';
import { Field, FormStatus, useConsoleForm, type FormResult } from './form-kit';

export type PlanFormValues = {
  price: string;
  name: string;
  mode: string;
  termDays: string;
  courses: string;
};

/**
 * Adds a plan (`create`) or edits the one at `version` (the page's latest read, so a page
 * read again after a refusal saves over what it then shows). The form is never reset by
 * the answer: what was typed stays, and a refused field is marked and described by the message.
 */
export function PlanForm({
  initial,
  create,
  version,
  save,
}: {
  initial: PlanFormValues;
  create: boolean;
  version?: string;
  save: (form: PlanFormValues, create: boolean, version?: string) => Promise<FormResult>;
}) {
  const form = useConsoleForm(initial, (values) => save(values, create, version), create);
  const { control, controlId, answer } = form;
  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={form.onSubmit}>
      <Field htmlFor={controlId('price')} label="Price id">
        <input {...control('price')} readOnly={!create} />
      </Field>
      <Field htmlFor={controlId('name')} label="Name">
        <input {...control('name')} />
      </Field>
      <Field htmlFor={controlId('mode')} label="Mode">
        <select {...control('mode')}>
          <option value="subscription">subscription</option>
          <option value="payment">payment (a pass)</option>
        </select>
      </Field>
      <Field htmlFor={controlId('termDays')} label="Term days (passes only)">
        <input {...control('termDays')} inputMode="numeric" />
      </Field>
      <Field htmlFor={controlId('courses')} label="Courses (course ids, one a line)" wide>
        <textarea {...control('courses')} rows={3} />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="primary" disabled={form.pending}>
          {create ? 'Add plan' : 'Save plan'}
        </Button>
        <FormStatus
          id={form.statusId}
          answer={answer?.ok ? { ok: true, data: `Saved ${answer.data}.` } : answer}
        />
      </div>
    </form>
  );
}
