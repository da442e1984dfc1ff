'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import type { LiveSessionFormValues } from '@/lib/live/client';
import { CourseCheckboxes, Field, FormStatus, useConsoleForm, type FormResult } from '../form-kit';

/** The optional translations: members who read Malay or Chinese get them, else the English. */
const TRANSLATIONS = [
  { language: 'Malay', lang: 'ms', title: 'titleMs', description: 'descriptionMs' },
  { language: 'Chinese', lang: 'zh-Hans', title: 'titleZh', description: 'descriptionZh' },
] as const;

/**
 * Schedules a session (or a weekly series), or edits one (`editing`: its id). Nothing the
 * operator typed is lost on a refusal: the refused field is marked and described by the
 * message. `zoneOptions`: the time zones' <option>s, rendered once on the server.
 */
export function LiveSessionForm({
  initial,
  editing,
  version,
  courses,
  zoneOptions,
  save,
}: {
  initial: LiveSessionFormValues;
  editing: string | null;
  /** The edited session's sequence as the page read it: a save after someone else's is refused. */
  version?: number;
  courses: ReadonlyArray<{ id: string; title: string }>;
  zoneOptions: ReactNode;
  save: (values: LiveSessionFormValues, id: string | null, version?: number) => Promise<FormResult>;
}) {
  const form = useConsoleForm(initial, (values) => save(values, editing, version), !editing);
  const { control, controlId } = form;
  const repeatHint = controlId('repeat-hint');

  return (
    <form className="grid gap-3 sm:grid-cols-2" noValidate onSubmit={form.onSubmit}>
      <Field htmlFor={controlId('title')} label="Title" wide>
        <input {...control('title')} maxLength={200} />
      </Field>
      <Field htmlFor={controlId('timeZone')} label="Time zone">
        <select {...control('timeZone')}>{zoneOptions}</select>
      </Field>
      <Field htmlFor={controlId('startsAt')} label="Starts">
        <input {...control('startsAt')} type="datetime-local" />
      </Field>
      <Field htmlFor={controlId('durationMinutes')} label="Duration (minutes)">
        <input {...control('durationMinutes')} inputMode="numeric" />
      </Field>
      {!editing && (
        <Field htmlFor={controlId('repeatWeeks')} label="Repeat weekly">
          <input {...control('repeatWeeks', repeatHint)} inputMode="numeric" />
          <span id={repeatHint} className="text-xs text-slate-400">
            Number of weekly sessions, same weekday and local time (1: just this one).
          </span>
        </Field>
      )}
      <Field htmlFor={controlId('joinUrl')} label="Join link" wide>
        <input {...control('joinUrl')} type="url" placeholder="https://" />
      </Field>
      <Field htmlFor={controlId('description')} label="Description" wide>
        <textarea {...control('description')} rows={3} />
      </Field>
      {TRANSLATIONS.map(({ language, lang, title, description }) => (
        <fieldset
          key={lang}
          className="grid gap-3 rounded-xl border border-ink-700 p-3 sm:col-span-2 sm:grid-cols-2"
        >
          <legend className="px-1 text-sm">{language} (optional)</legend>
          <Field htmlFor={controlId(title)} label={`${language} title`} wide>
            <input {...control(title)} lang={lang} />
          </Field>
          <Field htmlFor={controlId(description)} label={`${language} description`} wide>
            <textarea {...control(description)} lang={lang} rows={2} />
          </Field>
        </fieldset>
      ))}
      <CourseCheckboxes
        courses={courses}
        {...form.courseChoice()}
        hint="Members with any of the checked courses. None checked: every member with access."
        wide
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="primary" disabled={form.pending}>
          {editing ? 'Save changes' : 'Schedule'}
        </Button>
        {editing && (
          <Link href="/admin/live" className={buttonClass()}>
            Stop editing
          </Link>
        )}
        <FormStatus id={form.statusId} answer={form.answer} />
      </div>
    </form>
  );
}
