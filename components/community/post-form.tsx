'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'use-intl/react';
import { Button } from '@/components/ui/button';
import { communityMessage, postTextProblem, type CommunityResult } from '@/lib/community/client';

/**
 * A field and its button for a question, an answer or an edit: what was typed stays until
 * the server has it, and a problem (empty, too long, too many) is told under the field.
 */
export function PostForm<T>({
  id,
  label,
  submit,
  max,
  initial = '',
  autoFocus,
  extra,
  onPosted,
  onCancel,
  send,
}: {
  id: string;
  label: string;
  submit: string;
  max: number;
  initial?: string;
  /** Focus the field as it appears (an edit, opened in place of the button pressed). */
  autoFocus?: boolean;
  extra?: React.ReactNode;
  onPosted: (data: T) => void;
  onCancel?: () => void;
  send: (body: string) => Promise<CommunityResult<T>>;
}) {
  const t = useTranslations('community');
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const say = (problem: Parameters<typeof communityMessage>[1]) =>
    communityMessage((key, values) => t(key, values), problem);

  function post() {
    const problem = postTextProblem(body, max);
    if (problem) return setError(say(problem));
    startTransition(async () => {
      const result = await send(body).catch(() => null);
      if (!result) return setError(say({ error: 'failed' }));
      if (!result.ok) return setError(result.error);
      setBody('');
      setError(null);
      onPosted(result.data);
    });
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        post();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={body}
        rows={3}
        autoFocus={autoFocus}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={body.length > max ? true : undefined}
        aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
        className="w-full rounded-lg border border-ink-700 bg-ink-900 p-2 text-sm"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" size="sm" disabled={pending}>
          {submit}
        </Button>
        {onCancel && (
          <Button size="sm" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        {extra}
        <span id={`${id}-count`} className="text-xs text-slate-400">
          {t('characters', { count: body.length, max })}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
