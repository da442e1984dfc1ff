'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';

/**
 * The console forms' kit: one state hook, one labelled field, one course picker and one
 * status line, so the announcement, live-session and plan forms look, read and answer alike.
 */

/**
 * What a console form's server action answers; a refusal may name the field it is about, and
 * `stale` says the page showed data changed since (the page is read again).
 */
export type FormResult =
  { ok: true; data: string } | { ok: false; error: string; field?: string; stale?: true };

export const inputLook =
  'w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-sm text-slate-100 focus:border-brand-400 aria-invalid:border-red-400';

const UNREACHABLE = 'The console could not be reached. Please try again.';

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A console action's answer; a call that throws (the console unreachable) reads as a refusal. */
export async function settle<R extends { ok: boolean }>(
  call: () => Promise<R>,
): Promise<R | { ok: false; error: string }> {
  try {
    return await call();
  } catch {
    return { ok: false, error: UNREACHABLE };
  }
}

/**
 * Runs a console action and keeps its answer: a call that throws (the network) reads as a
 * refusal; a success reads the page again after `onSuccess`, and so does a `stale` refusal
 * (what was typed stays: the form keeps its state). With `toast`, a success is also
 * announced by the app's toaster (for an answer whose status line the refresh removes).
 */
export function useConsoleAction(success: 'status' | 'toast' = 'status') {
  const router = useRouter();
  const [answer, setAnswer] = useState<FormResult | null>(null);
  const [pending, startTransition] = useTransition();
  const run = (call: () => Promise<FormResult>, onSuccess?: () => void) =>
    startTransition(async () => {
      const result = await settle(call);
      setAnswer(result);
      if (result.ok) {
        if (success === 'toast' && 'data' in result) toast.success(result.data);
        onSuccess?.();
        router.refresh();
      } else if ('stale' in result && result.stale) {
        router.refresh();
      }
    });
  return { answer, pending, run };
}

/**
 * A console form's state: what was typed (kept on a refusal), the server's answer, and the
 * props that tie a control to its label and, when the answer refuses it, to the status line.
 * A success reads the page again and, with `resetOnSuccess`, empties the form.
 */
export function useConsoleForm<V extends object>(
  initial: V,
  submit: (values: V) => Promise<FormResult>,
  resetOnSuccess: boolean,
) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const { answer, pending, run } = useConsoleAction();
  const statusId = `${id}-message`;
  const refused = answer && !answer.ok ? answer.field : undefined;
  const controlId = (name: string) => `${id}-${name}`;

  /** aria-invalid and aria-describedby (the hint, then the refusal) of the field `name`. */
  const describe = (name: string, hintId?: string) => {
    const bad = refused === name;
    const describedBy = [hintId, bad ? statusId : undefined].filter(Boolean).join(' ');
    return {
      'aria-invalid': bad ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
  };

  /** The props of a text control (input, textarea, select) bound to `values[name]`. */
  const control = (name: TextKeys<V>, hintId?: string) => ({
    id: controlId(name),
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    className: inputLook,
    ...describe(name, hintId),
  });

  /** CourseCheckboxes' props bound to `values.courseIds`. */
  const courseChoice = () => ({
    chosen: (values as { courseIds?: string[] }).courseIds ?? [],
    onChange: (courseIds: string[]) => setValues((v) => ({ ...v, courseIds })),
    hintId: controlId('audience-hint'),
    describe,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(
      () => submit(values),
      () => {
        if (resetOnSuccess) setValues(initial);
      },
    );
  };

  return {
    values,
    setValues,
    answer,
    pending,
    statusId,
    controlId,
    describe,
    control,
    courseChoice,
    onSubmit,
  };
}

/** A control with its label (the control's accessible name); `wide` spans both columns. */
export function Field({
  htmlFor,
  label,
  wide = false,
  children,
}: {
  htmlFor: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={`flex flex-col gap-1 text-sm ${wide ? 'sm:col-span-2' : ''}`}
    >
      {label}
      {children}
    </label>
  );
}

/**
 * The audience picker: one checkbox per course, labelled with the course's title, in a
 * fieldset named by `legend` and described by `hint` (and by the refusal when there is one).
 * A chosen course the catalog no longer has (unpublished since the audience was saved) gets
 * a box of its own, "Unknown course (id)", kept once unticked: the server refuses it, and it
 * must be possible to take it out. With no course to list (the catalog could not be read),
 * it says that the audience, as it stands, is every member with access.
 */
export function CourseCheckboxes({
  courses,
  chosen,
  onChange,
  hint,
  hintId,
  describe,
  legend = 'Audience',
  wide = false,
}: {
  courses: ReadonlyArray<{ id: string; title: string }>;
  chosen: readonly string[];
  onChange: (courseIds: string[]) => void;
  hint: string;
  hintId: string;
  /** The form's `describe` (useConsoleForm), for the field `courseIds`. */
  describe: (name: string, hintId?: string) => object;
  legend?: string;
  wide?: boolean;
}) {
  // Only a saved audience can name one (the boxes offer catalog courses): the first render's.
  const [gone] = useState(() => {
    const known = new Set(courses.map((course) => course.id));
    return chosen.filter((id) => !known.has(id));
  });
  const options = [...courses, ...gone.map((id) => ({ id, title: `Unknown course (${id})` }))];
  return (
    <fieldset
      className={`flex flex-col gap-2 rounded-lg border border-ink-700 p-3 ${wide ? 'sm:col-span-2' : ''}`}
      {...describe('courseIds', hintId)}
    >
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <p id={hintId} className="text-xs text-slate-400">
        {hint}
      </p>
      {courses.length === 0 && (
        <p role="alert" className="text-sm text-amber-200">
          No course could be listed (the course list could not be read just now, or has none yet),
          so none can be chosen: as it stands this goes to every member with access. Reload the page
          to choose courses.
        </p>
      )}
      <ul className="grid gap-1 sm:grid-cols-2">
        {options.map((course) => (
          <li key={course.id}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="courseIds"
                value={course.id}
                checked={chosen.includes(course.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, course.id]
                      : chosen.filter((id) => id !== course.id),
                  )
                }
              />
              {course.title}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The form's one status line: the server's answer, an alert when it refuses. */
export function FormStatus({ id, answer }: { id: string; answer: FormResult | null }) {
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
