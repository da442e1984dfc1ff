'use client';

import { useState, useTransition } from 'react';
import { MemberLink } from '@/components/members/member-link';
import { Button } from '@/components/ui/button';
import {
  NOTE_MAX_CHARS,
  noteTextProblem,
  noteTime,
  type Note,
  type NoteActions,
  type NoteEdit,
} from '@/lib/notes/client';
import { useNoteWords } from './use-note-words';

/** What the note's time does: plays the video from it, opens the class there, or nothing. */
export type NoteMoment = { play: () => void } | { href: string } | null;

export type NoteItemProps = {
  note: Note;
  moment: NoteMoment;
  edit: NoteActions['edit'];
  remove: NoteActions['remove'];
  onSaved: (edit: NoteEdit) => void;
  onRemoved: (noteId: string) => void;
};

const MOMENT_ACTION =
  'rounded-md bg-ink-800 px-2 py-1 font-mono text-sm font-semibold text-brand-300 hover:bg-ink-700';

/** A screen reader's words around a time: 'Play from 1:10'. */
const srOnly = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;

function Moment({ moment, time }: { moment: NoteMoment; time: string }) {
  const { t } = useNoteWords();
  if (moment === null)
    return <span className="px-2 py-1 font-mono text-sm text-slate-400">{time}</span>;
  if ('href' in moment)
    return (
      <MemberLink href={moment.href} className={MOMENT_ACTION}>
        {t.rich('openClassAt', { time, sr: srOnly })}
      </MemberLink>
    );
  return (
    <button type="button" onClick={moment.play} className={MOMENT_ACTION}>
      {t.rich('playFrom', { time, sr: srOnly })}
    </button>
  );
}

type Mode = 'view' | 'edit' | 'confirm';

/**
 * One note: its moment and text, with Edit and Delete (after a confirmation). Each replaces
 * the button pressed, so the focus goes with it: to the edit's box or to "Yes, delete", and
 * back to the button that opened it on Save, Cancel or Keep it.
 */
export function NoteItem({ note, moment, edit, remove, onSaved, onRemoved }: NoteItemProps) {
  const [mode, setMode] = useState<Mode>('view');
  // The tool last opened: its button takes the focus when the note is shown again.
  const [tool, setTool] = useState<Mode | null>(null);
  const [draft, setDraft] = useState(note.text);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const { t, say, characters } = useNoteWords();
  const time = noteTime(note.seconds);
  const tooLongProblem = draft.length > NOTE_MAX_CHARS ? noteTextProblem(draft) : null;
  const tooLong = tooLongProblem && say(tooLongProblem);

  function save() {
    const problem = noteTextProblem(draft);
    if (problem) return setError(say(problem));
    startTransition(async () => {
      // The draft stays in the box until the server has it: a failure loses nothing.
      const result = await edit({ noteId: note.id, text: draft }).catch(() => null);
      if (!result) return setError(say({ error: 'failed' }));
      if (!result.ok) return setError(result.error);
      setError(null);
      setMode('view');
      onSaved(result.data);
    });
  }

  function confirmDelete() {
    startTransition(async () => {
      const result = await remove({ noteId: note.id }).catch(() => null);
      if (!result) return setError(say({ error: 'deleteFailed' }));
      if (!result.ok) return setError(result.error);
      onRemoved(note.id);
    });
  }

  const fieldId = `note-edit-${note.id}`;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-ink-700 p-3" data-note-id={note.id}>
      <div className="flex flex-wrap items-start gap-3">
        <Moment moment={moment} time={time} />
        {mode !== 'edit' && (
          <p className="min-w-0 flex-1 break-words whitespace-pre-wrap text-slate-200">
            {note.text}
          </p>
        )}
      </div>
      {mode === 'edit' ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t('editAt', { time })}
          </label>
          <textarea
            id={fieldId}
            value={draft}
            rows={3}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={tooLong ? true : undefined}
            aria-describedby={
              (error ?? tooLong) ? `${fieldId}-count ${fieldId}-error` : `${fieldId}-count`
            }
            className="w-full rounded-lg border border-ink-700 bg-ink-900 p-2 text-sm"
          />
          <p id={`${fieldId}-count`} className="text-xs text-slate-400">
            {characters(draft.length)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="primary" size="sm" disabled={pending || !!tooLong}>
              {t('save')}
            </Button>
            <Button
              size="sm"
              disabled={pending}
              onClick={() => {
                setDraft(note.text);
                setError(null);
                setMode('view');
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : mode === 'confirm' ? (
        // Keyed apart from the tools: each is mounted anew, so its autoFocus takes effect.
        <div key="confirm" className="flex flex-wrap items-center gap-2">
          <span className="text-sm">{t('confirmDelete')}</span>
          <Button size="sm" disabled={pending} autoFocus onClick={confirmDelete}>
            {t('yesDelete')}
          </Button>
          <Button size="sm" disabled={pending} onClick={() => setMode('view')}>
            {t('keep')}
          </Button>
        </div>
      ) : (
        <div key="tools" className="flex flex-wrap gap-2">
          <Button
            size="sm"
            autoFocus={tool === 'edit'}
            onClick={() => {
              setDraft(note.text);
              setTool('edit');
              setMode('edit');
            }}
          >
            {t.rich('edit', { time, sr: srOnly })}
          </Button>
          <Button
            size="sm"
            autoFocus={tool === 'confirm'}
            onClick={() => {
              setTool('confirm');
              setMode('confirm');
            }}
          >
            {t.rich('delete', { time, sr: srOnly })}
          </Button>
        </div>
      )}
      {(error ?? tooLong) && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-300">
          {error ?? tooLong}
        </p>
      )}
    </li>
  );
}
