'use client';

import Link from 'next/link';
import { startTransition, useActionState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ADD_MEMBER_FIELDS as FIELD, memberHref, type AddMemberState } from '@/lib/admin/client';

type Course = { id: string; title: string };

const INPUT = 'rounded-lg border bg-ink-900 px-3 py-2 text-sm';
const BORDER = (invalid: boolean) => (invalid ? 'border-red-500' : 'border-ink-700');

/**
 * The add-member form. Submitted by hand (not the form's own action) so a refusal leaves
 * every field as typed: React resets a form after its action runs.
 */
export function AddMemberForm({
  courses,
  action,
}: {
  courses: Course[];
  action: (previous: AddMemberState, form: FormData) => Promise<AddMemberState>;
}) {
  const [state, submit, pending] = useActionState(action, null);
  const failed = state && !state.ok ? state : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(() => submit(form));
  };
  const errorFor = (field: string) => (failed?.field === field ? failed.error : null);
  const emailError = errorFor(FIELD.email);
  const coursesError = errorFor(FIELD.courses);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-6 rounded-2xl border border-ink-700 p-6"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="add-email" className="text-sm font-semibold text-slate-300">
          E-mail
        </label>
        <input
          id="add-email"
          name={FIELD.email}
          type="email"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'add-email-error' : undefined}
          className={`${INPUT} ${BORDER(!!emailError)}`}
        />
        {emailError && (
          <p id="add-email-error" className="text-sm text-red-300">
            {emailError}
          </p>
        )}
      </div>
      <fieldset
        aria-invalid={coursesError ? true : undefined}
        aria-describedby={coursesError ? 'add-courses-error' : undefined}
        className={`flex flex-col gap-2 rounded-lg border p-4 ${BORDER(!!coursesError)}`}
      >
        <legend className="px-1 text-sm font-semibold text-slate-300">Courses</legend>
        {courses.length === 0 && (
          <p className="text-sm text-slate-400">
            The course catalog could not be read; add the member now and grant courses later.
          </p>
        )}
        {courses.map((course) => (
          <label key={course.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={FIELD.courses}
              value={course.id}
              className="size-4 shrink-0"
            />
            {course.title}
          </label>
        ))}
        {coursesError && (
          <p id="add-courses-error" className="text-sm text-red-300">
            {coursesError}
          </p>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={FIELD.welcome} defaultChecked className="size-4 shrink-0" />
        Send the welcome e-mail (a link to set a password; new accounts only)
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Adding…' : 'Add member'}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {state?.ok && (
          <p className="text-sm text-emerald-300">
            {state.data.message}{' '}
            <Link href={memberHref(state.data.email)} className="text-brand-300 underline">
              Open {state.data.email}
            </Link>
          </p>
        )}
        {failed && !failed.field && <p className="text-sm text-red-300">{failed.error}</p>}
      </div>
    </form>
  );
}
