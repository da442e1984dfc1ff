'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import type { LiveFormField, LiveSessionFormValues } from '@/lib/live/client';

type Result = { ok: true; data: string } | { ok: false; error: string; field?: string };

const input =
  'w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-sm text-slate-100 focus:border-brand-400 aria-invalid:border-red-400';

const UNREACHABLE = 'The console could not be reached. Please try again.';

/**
 * Schedules a session (or a weekly series), or edits one (`editing`: its id). Nothing the
 * operator typed is lost on a refusal: the refused field is marked and described by the
 * message. `zoneOptions`: the time zones' <option>s, rendered once on the server.
 */
export function LiveSessionForm({
  initial,
  editing,
  courses,
  zoneOptions,
  save,
}: {
  initial: LiveSessionFormValues;
  editing: string | null;
  courses: ReadonlyArray<{ id: string; title: string }>;
  zoneOptions: ReactNode;
  save: (values: LiveSessionFormValues, id: string | null) => Promise<Result>;
}) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [answer, setAnswer] = useState<Result | null>(null);
  const [pending, startTransition] = useTransition();
  const bad = answer && !answer.ok ? answer.field : undefined;
  const messageId = `${id}-message`;
  const field = (name: Exclude<LiveFormField, 'courseIds'>) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    'aria-invalid': bad === name ? true : undefined,
    'aria-describedby': bad === name ? messageId : undefined,
    className: input,
  });
  const label = (name: LiveFormField, text: string, control: ReactNode, wide = false) => (
    <label
      htmlFor={`${id}-${name}`}
      className={`flex flex-col gap-1 text-sm ${wide ? 'sm:col-span-2' : ''}`}
    >
      {text}
      {control}
    </label>
  );
  const toggleCourse = (courseId: string, checked: boolean) =>
    setValues((v) => ({
      ...v,
      courseIds: checked
        ? [...v.courseIds, courseId]
        : v.courseIds.filter((existing) => existing !== courseId),
    }));

  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          let result: Result;
          try {
            result = await save(values, editing);
          } catch {
            result = { ok: false, error: UNREACHABLE };
          }
          setAnswer(result);
          if (result.ok) {
            if (!editing) setValues(initial);
            router.refresh();
          }
        });
      }}
    >
      {label('title', 'Title', <input {...field('title')} maxLength={200} />, true)}
      {label('timeZone', 'Time zone', <select {...field('timeZone')}>{zoneOptions}</select>)}
      {label('startsAt', 'Starts', <input {...field('startsAt')} type="datetime-local" />)}
      {label(
        'durationMinutes',
        'Duration (minutes)',
        <input {...field('durationMinutes')} inputMode="numeric" />,
      )}
      {!editing &&
        label(
          'repeatWeeks',
          'Repeat weekly',
          <>
            <input
              {...field('repeatWeeks')}
              inputMode="numeric"
              aria-describedby={bad === 'repeatWeeks' ? messageId : `${id}-repeat-hint`}
            />
            <span id={`${id}-repeat-hint`} className="text-xs text-slate-400">
              Number of weekly sessions, same weekday and local time (1: just this one).
            </span>
          </>,
        )}
      {label(
        'joinUrl',
        'Join link',
        <input {...field('joinUrl')} type="url" placeholder="https://" />,
        true,
      )}
      {label('description', 'Description', <textarea {...field('description')} rows={3} />, true)}
      <fieldset
        className="flex flex-col gap-2 rounded-lg border border-ink-700 p-3 sm:col-span-2"
        aria-invalid={bad === 'courseIds' ? true : undefined}
        aria-describedby={bad === 'courseIds' ? messageId : `${id}-audience-hint`}
      >
        <legend className="px-1 text-sm">Audience</legend>
        <p id={`${id}-audience-hint`} className="text-xs text-slate-400">
          Members with any of the checked courses. None checked: every member with access.
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {courses.map((course) => (
            <label key={course.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="courseIds"
                value={course.id}
                checked={values.courseIds.includes(course.id)}
                onChange={(event) => toggleCourse(course.id, event.target.checked)}
              />
              {course.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="primary" disabled={pending}>
          {editing ? 'Save changes' : 'Schedule'}
        </Button>
        {editing && (
          <Link href="/admin/live" className={buttonClass()}>
            Stop editing
          </Link>
        )}
        <p
          id={messageId}
          role={answer?.ok === false ? 'alert' : 'status'}
          className={answer?.ok === false ? 'text-sm text-red-300' : 'text-sm text-slate-300'}
        >
          {answer ? (answer.ok ? answer.data : answer.error) : ''}
        </p>
      </div>
    </form>
  );
}
