'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';

export type AnnouncementFormValues = { title: string; markdown: string; courseIds: string[] };

type Result = { ok: true; data: string } | { ok: false; error: string; field?: string };

const EMPTY: AnnouncementFormValues = { title: '', markdown: '', courseIds: [] };

const input =
  'w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-sm aria-invalid:border-red-400';

/**
 * The console's announcement form. What was typed stays when the server refuses it; a
 * refused field is marked and described by the message. A publish clears the form.
 */
export function AnnouncementForm({
  courses,
  publish,
}: {
  courses: ReadonlyArray<{ id: string; title: string }>;
  publish: (form: AnnouncementFormValues) => Promise<Result>;
}) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [answer, setAnswer] = useState<Result | null>(null);
  const [pending, startTransition] = useTransition();
  const bad = answer && !answer.ok ? answer.field : undefined;
  const messageId = `${id}-message`;
  const invalid = (name: keyof AnnouncementFormValues) =>
    bad === name ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
  const toggle = (courseId: string, checked: boolean) =>
    setValues((v) => ({
      ...v,
      courseIds: checked
        ? [...v.courseIds, courseId]
        : v.courseIds.filter((chosen) => chosen !== courseId),
    }));
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await publish(values);
          setAnswer(result);
          if (result.ok) {
            setValues(EMPTY);
            router.refresh();
          }
        });
      }}
    >
      <label htmlFor={`${id}-title`} className="flex flex-col gap-1 text-sm">
        Title
        <input
          id={`${id}-title`}
          name="title"
          value={values.title}
          onChange={(event) => setValues((v) => ({ ...v, title: event.target.value }))}
          className={input}
          {...invalid('title')}
        />
      </label>
      <label htmlFor={`${id}-markdown`} className="flex flex-col gap-1 text-sm">
        Message
        <span className="text-xs text-slate-400" id={`${id}-markdown-hint`}>
          Markdown: **bold**, _italic_, lists, [links](https://…). HTML is shown as text.
        </span>
        <textarea
          id={`${id}-markdown`}
          name="markdown"
          rows={8}
          value={values.markdown}
          onChange={(event) => setValues((v) => ({ ...v, markdown: event.target.value }))}
          className={input}
          aria-invalid={bad === 'markdown' ? true : undefined}
          aria-describedby={
            bad === 'markdown' ? `${id}-markdown-hint ${messageId}` : `${id}-markdown-hint`
          }
        />
      </label>
      <fieldset
        className="flex flex-col gap-2 rounded-lg border border-ink-700 p-3"
        aria-describedby={bad === 'courseIds' ? messageId : undefined}
      >
        <legend className="px-1 text-sm font-semibold">Audience</legend>
        <p className="text-xs text-slate-400">
          Members with any of the checked courses. None checked: every member with any access.
        </p>
        <ul className="grid gap-1 sm:grid-cols-2">
          {courses.map((course) => (
            <li key={course.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="courseIds"
                  value={course.id}
                  checked={values.courseIds.includes(course.id)}
                  onChange={(event) => toggle(course.id, event.target.checked)}
                />
                {course.title}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={pending}>
          Publish
        </Button>
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
