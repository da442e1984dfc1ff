'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { memberHref } from '@/lib/admin/client';
import {
  fieldLook,
  useMemberAction,
  type ConsoleAction,
  type ConsoleAnswer,
  type ConsoleResult,
} from './use-member-action';

/** A field's error line, tied to the field by id. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-300">
      {message}
    </p>
  ) : null;
}

/** The course picker: grants one course of the catalog to the manual grant. */
export function GrantCourseForm({
  courses,
  grant,
}: {
  courses: ReadonlyArray<{ id: string; title: string }>;
  grant: (input: { course: string }) => Promise<ConsoleResult>;
}) {
  const { pending, error, run } = useMemberAction();
  const id = useId();
  const fieldError = error?.field === 'course' ? error.message : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const course = String(new FormData(form).get('course') ?? '');
    run(
      () => grant({ course }),
      'Course granted',
      () => form.reset(),
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="max-w-md min-w-0 flex-1">
        <label htmlFor={`${id}-course`} className="mb-1 block text-sm font-medium">
          Course to grant
        </label>
        <select
          id={`${id}-course`}
          name="course"
          defaultValue=""
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          className={`${fieldLook} w-full`}
        >
          <option value="">Choose a course…</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title} ({course.id})
            </option>
          ))}
        </select>
        <FieldError id={`${id}-error`} message={fieldError} />
      </div>
      <Button type="submit" variant="primary" size="sm" disabled={pending}>
        Grant
      </Button>
    </form>
  );
}

/** Adds free days to one grant's end. */
export function FreeDaysForm({
  grantKey,
  add,
}: {
  grantKey: string;
  add: (input: { days: string }) => Promise<ConsoleResult>;
}) {
  const { pending, error, run } = useMemberAction();
  const id = useId();
  const fieldError = error ? error.message : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const days = String(new FormData(form).get('days') ?? '');
    run(
      () => add({ days }),
      `Free days added to ${grantKey}`,
      () => form.reset(),
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" noValidate>
      <div>
        <label htmlFor={`${id}-days`} className="mb-1 block text-xs font-medium text-slate-300">
          Free days for {grantKey}
        </label>
        <input
          id={`${id}-days`}
          name="days"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          size={5}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          className={fieldLook}
        />
        <FieldError id={`${id}-error`} message={fieldError} />
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        Add days
      </Button>
    </form>
  );
}

/** A button that does its action at once (nothing to undo). */
export function ActionButton({
  label,
  success,
  action,
}: {
  label: string;
  success: string;
  action: ConsoleAction;
}) {
  const { pending, run } = useMemberAction();
  return (
    <Button size="sm" disabled={pending} onClick={() => run(action, success)}>
      {label}
    </Button>
  );
}

/** A button whose action takes a second step: the operator confirms what it will do. */
export function ConfirmButton({
  label,
  question,
  confirm,
  success,
  action,
}: {
  label: string;
  question: string;
  confirm: string;
  success: string;
  action: ConsoleAction;
}) {
  const { pending, run } = useMemberAction();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="sm" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-amber-200">{question}</span>
      <Button
        variant="primary"
        size="sm"
        disabled={pending}
        autoFocus
        onClick={() => run(action, success, () => setAsking(false))}
      >
        {confirm}
      </Button>
      <Button size="sm" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </div>
  );
}

/**
 * Moves the member to a new address (their record, grants and progress, their account's
 * e-mail); then the page of the new address opens, under the key the server gave it
 * (memberKey lower-cases ASCII letters only, so the browser cannot work it out).
 */
export function MoveMemberForm({
  move,
}: {
  move: (input: { newEmail: string }) => Promise<ConsoleAnswer<string>>;
}) {
  const { pending, error, run } = useMemberAction();
  const router = useRouter();
  const id = useId();
  const fieldError = error ? error.message : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newEmail = String(new FormData(event.currentTarget).get('newEmail') ?? '').trim();
    run(
      () => move({ newEmail }),
      `Moved to ${newEmail}; its sessions ended and the owner was e-mailed`,
      (moved) => router.push(memberHref(moved.data)),
    );
  }

  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-2" noValidate>
      <div className="max-w-md min-w-0 flex-1">
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
          New e-mail
        </label>
        <input
          id={`${id}-email`}
          name="newEmail"
          type="email"
          autoComplete="off"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          className={`${fieldLook} w-full`}
        />
        <FieldError id={`${id}-error`} message={fieldError} />
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        Move member
      </Button>
    </form>
  );
}
