'use client';

import Link from 'next/link';
import { Button, buttonClass } from '@/components/ui/button';
import type { AnnouncementFormValues } from '@/lib/announcements/client';
import { CourseCheckboxes, Field, FormStatus, useConsoleForm, type FormResult } from './form-kit';

export type { AnnouncementFormValues };

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = {
  title: '',
  markdown: '',
  courseIds: [],
  titleMs: '',
  markdownMs: '',
  titleZh: '',
  markdownZh: '',
};

/** The optional translations: members who read Malay or Chinese get them, else the English. */
const TRANSLATIONS = [
  { language: 'Malay', lang: 'ms', title: 'titleMs', markdown: 'markdownMs' },
  { language: 'Chinese', lang: 'zh-Hans', title: 'titleZh', markdown: 'markdownZh' },
] as const;

/**
 * The console's announcement form: publishes a new one, or (`editing`) saves the changes
 * to one. What was typed stays when the server refuses it; a refused field is marked and
 * described by the message. A publish clears the form.
 */
export function AnnouncementForm({
  courses,
  initial = EMPTY_ANNOUNCEMENT,
  editing = false,
  submit,
}: {
  courses: ReadonlyArray<{ id: string; title: string }>;
  initial?: AnnouncementFormValues;
  editing?: boolean;
  submit: (form: AnnouncementFormValues) => Promise<FormResult>;
}) {
  const form = useConsoleForm(initial, submit, !editing);
  const hintId = form.controlId('markdown-hint');
  return (
    <form className="flex flex-col gap-4" onSubmit={form.onSubmit}>
      <Field htmlFor={form.controlId('title')} label="Title">
        <input {...form.control('title')} />
      </Field>
      <Field htmlFor={form.controlId('markdown')} label="Message">
        <span className="text-xs text-slate-400" id={hintId}>
          Markdown: **bold**, _italic_, lists, [links](https://…). HTML is shown as text.
        </span>
        <textarea {...form.control('markdown', hintId)} rows={8} />
      </Field>
      {TRANSLATIONS.map(({ language, lang, title, markdown }) => (
        <fieldset key={lang} className="flex flex-col gap-3 rounded-xl border border-ink-700 p-3">
          <legend className="px-1 text-sm">{language} (optional)</legend>
          <Field htmlFor={form.controlId(title)} label={`${language} title`}>
            <input {...form.control(title)} lang={lang} />
          </Field>
          <Field htmlFor={form.controlId(markdown)} label={`${language} message`}>
            <textarea {...form.control(markdown, hintId)} lang={lang} rows={4} />
          </Field>
        </fieldset>
      ))}
      <p className="text-xs text-slate-400">
        Members whose language is Malay or Chinese read its title and message; where one is left
        empty they read the English.
      </p>
      <CourseCheckboxes
        courses={courses}
        {...form.courseChoice()}
        hint="Members with any of the checked courses. None checked: every member with any access."
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={form.pending}>
          {editing ? 'Save changes' : 'Publish'}
        </Button>
        {editing && (
          <Link href="/admin/announcements" className={buttonClass()}>
            Stop editing
          </Link>
        )}
        <FormStatus id={form.statusId} answer={form.answer} />
      </div>
    </form>
  );
}
