'use client';

import { startTransition, useActionState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl/react';
import { Button } from '@/components/ui/button';
import type { MailPreferences, MailTopic } from '@/lib/mail/client';

type State = { ok: true; message: string } | { ok: false; error: string } | null;

/** Each kind of e-mail, its label under `mailSettings`. */
const TOPICS: readonly MailTopic[] = [
  'reminders',
  'announcements',
  'nudges',
  'answers',
  'coachDigest',
];

/** The member's e-mail choices: each kind on its own, saved together (words: `mailSettings`). */
export function MailSettingsForm({
  email,
  preferences,
  action,
}: {
  email: string;
  preferences: MailPreferences;
  action: (previous: State, form: FormData) => Promise<State>;
}) {
  const t = useTranslations('mailSettings');
  // A request that never arrives is told in the form, not thrown to the error page; the
  // choices stay as the member set them, to save again.
  const [state, submit, pending] = useActionState(
    (previous: State, form: FormData) =>
      action(previous, form).catch((): State => ({ ok: false, error: t('failed') })),
    null,
  );
  // Submitted by hand, not as the form's action: React resets a form after its action, which
  // would show the choices as they were before saving.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(() => submit(form));
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-ink-700 p-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">
          {t.rich('legend', { email: () => <span className="break-all">{email}</span> })}
        </legend>
        {TOPICS.map((topic) => (
          <label key={topic} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name={topic}
              defaultChecked={preferences[topic]}
              className="mt-0.5 size-4 shrink-0 accent-brand-500"
            />
            {t(topic)}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-400">{t('always')}</p>
      <Button type="submit" variant="primary" disabled={pending} className="self-start">
        {t('save')}
      </Button>
      <p
        role="status"
        className={state?.ok === false ? 'text-sm text-red-300' : 'text-sm text-slate-300'}
      >
        {state ? (state.ok ? state.message : state.error) : ''}
      </p>
    </form>
  );
}
