'use client';

import { useState, useTransition } from 'react';
import { useFormatter, useTranslations } from 'use-intl/react';
import { useMemberZone } from '@/components/members/member-zone';
import { Button } from '@/components/ui/button';
import {
  REPORT_REASONS,
  type AnswerView,
  type CommunityActions,
  type ReportReason,
} from '@/lib/community/client';
import { PostForm } from './post-form';

const PROSE = 'prose prose-invert prose-sm max-w-none break-words';

type Mode = 'read' | 'edit' | 'delete' | 'report' | 'reported';

/** Focuses an element as it appears (a stable ref, so a redraw does not take the focus again). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * A post's byline, text and tools: Edit and Delete for its author, Report for everyone else.
 * `answerId` null: the question itself. Each tool replaces the button pressed, so the focus
 * goes with it: to the first control it shows, and back to its button on Cancel (or Save).
 * After a delete the post is gone and the caller's onRemoved moves the focus.
 */
export function PostBody({
  post,
  threadId,
  answerId,
  max,
  actions,
  badge,
  onEdited,
  onRemoved,
}: {
  post: Pick<AnswerView, 'authorName' | 'mine' | 'body' | 'html' | 'createdAt' | 'editedAt'>;
  threadId: string;
  answerId: string | null;
  max: number;
  actions: Pick<CommunityActions, 'edit' | 'remove' | 'report'>;
  badge?: React.ReactNode;
  onEdited: (edit: { html: string; body: string; editedAt: number }) => void;
  onRemoved: () => void;
}) {
  const t = useTranslations('community');
  const format = useFormatter();
  const timeZone = useMemberZone();
  const [mode, setMode] = useState<Mode>('read');
  // The tool last opened: its button takes the focus when the post is read again.
  const [tool, setTool] = useState<Mode | null>(null);
  const open = (next: Mode) => {
    setTool(next);
    setMode(next);
  };
  const [reason, setReason] = useState<ReportReason>('spam');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const id = `${threadId}-${answerId ?? 'q'}`;

  function act(run: () => Promise<{ ok: boolean; error?: string } | null>, done: () => void) {
    startTransition(async () => {
      const result = await run().catch(() => null);
      if (!result) return setError(t('errors.failed'));
      if (!result.ok) return setError(result.error ?? t('errors.failed'));
      setError(null);
      done();
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
        <span>
          {t('by', {
            name: post.authorName,
            date: format.dateTime(post.createdAt, { dateStyle: 'medium', timeZone }),
          })}
        </span>
        {badge}
        {post.editedAt !== null && <span>({t('edited')})</span>}
      </p>
      {mode === 'edit' && post.body !== null ? (
        <PostForm
          id={`edit-${id}`}
          label={t('edit')}
          submit={t('save')}
          max={max}
          initial={post.body}
          autoFocus
          send={(body) => actions.edit({ threadId, answerId, body })}
          onPosted={(edit) => {
            onEdited(edit);
            setMode('read');
          }}
          onCancel={() => setMode('read')}
        />
      ) : (
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: post.html }} />
      )}
      <div className="flex flex-wrap items-center gap-2">
        {post.mine && mode === 'read' && (
          <>
            <Button size="sm" autoFocus={tool === 'edit'} onClick={() => open('edit')}>
              {t('edit')}
            </Button>
            <Button size="sm" autoFocus={tool === 'delete'} onClick={() => open('delete')}>
              {t('delete')}
            </Button>
          </>
        )}
        {mode === 'delete' && (
          <>
            <span className="text-sm">{t('confirmDelete')}</span>
            <Button
              size="sm"
              variant="primary"
              disabled={pending}
              autoFocus
              onClick={() => act(() => actions.remove({ threadId, answerId }), onRemoved)}
            >
              {t('yesDelete')}
            </Button>
            <Button size="sm" onClick={() => setMode('read')}>
              {t('cancel')}
            </Button>
          </>
        )}
        {!post.mine && mode === 'read' && (
          <Button size="sm" autoFocus={tool === 'report'} onClick={() => open('report')}>
            {t('report')}
          </Button>
        )}
        {mode === 'report' && (
          <>
            <label htmlFor={`reason-${id}`} className="text-sm">
              {t('reportReason')}
            </label>
            <select
              id={`reason-${id}`}
              value={reason}
              autoFocus
              onChange={(event) => setReason(event.target.value as ReportReason)}
              className="rounded-lg border border-ink-700 bg-ink-900 p-1 text-sm"
            >
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`reasons.${value}`)}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="primary"
              disabled={pending}
              onClick={() =>
                act(
                  () => actions.report({ threadId, answerId, reason }),
                  () => setMode('reported'),
                )
              }
            >
              {t('sendReport')}
            </Button>
            <Button size="sm" onClick={() => setMode('read')}>
              {t('cancel')}
            </Button>
          </>
        )}
        {mode === 'reported' && (
          <p ref={focusOnMount} tabIndex={-1} role="status" className="text-sm text-slate-400">
            {t('reported')}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
