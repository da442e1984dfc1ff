'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { usePlayerHandle } from '@/components/video/player-handle';
import {
  byMoment,
  NOTE_MAX_CHARS,
  noteTextProblem,
  noteTime,
  pinSeconds,
  type Note,
  type NoteActions,
} from '@/lib/notes/client';
import { NoteItem } from './note-item';
import { useNoteWords } from './use-note-words';

export type ClassNotesProps = {
  courseId: string;
  classId: string;
  /** The member's notes on this class, or null when they could not be read. */
  initialNotes: Note[] | null;
  /** Without a video, notes are pinned to 0:00 and their times are not buttons. */
  hasVideo: boolean;
} & NoteActions;

/**
 * The member's notes under a class's player: a new note is pinned to the moment the member
 * starts writing it ('Pin to now' moves it), and each note's time plays the video from there.
 */
export function ClassNotes({
  courseId,
  classId,
  initialNotes,
  hasVideo,
  create,
  edit,
  remove,
}: ClassNotesProps) {
  const player = usePlayerHandle();
  const [notes, setNotes] = useState<Note[]>(() => [...(initialNotes ?? [])].sort(byMoment));
  const [text, setText] = useState('');
  const [pinned, setPinned] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const { t, say, characters } = useNoteWords();
  const tooLongProblem = text.length > NOTE_MAX_CHARS ? noteTextProblem(text) : null;
  const tooLong = tooLongProblem && say(tooLongProblem);

  const now = () => pinSeconds(player?.current?.currentTime() ?? Number.NaN);

  function add() {
    const problem = noteTextProblem(text);
    if (problem) return setError(say(problem));
    const seconds = pinned ?? now();
    startTransition(async () => {
      // What was typed stays in the box until the server has it: a failure loses nothing.
      const result = await create({ courseId, classId, seconds, text }).catch(() => null);
      if (!result) return setError(say({ error: 'failed' }));
      if (!result.ok) return setError(result.error);
      setNotes((list) => [...list, result.data].sort(byMoment));
      setText('');
      setPinned(null);
      setError(null);
    });
  }

  const fieldId = `new-note-${classId}`;
  return (
    <section aria-labelledby="class-notes-heading" className="flex flex-col gap-3">
      <h2 id="class-notes-heading" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <label htmlFor={fieldId} className="text-sm font-medium">
          {hasVideo && pinned !== null ? t('newNoteAt', { time: noteTime(pinned) }) : t('newNote')}
        </label>
        <textarea
          id={fieldId}
          value={text}
          rows={3}
          placeholder={t(hasVideo ? 'placeholder' : 'placeholderNoVideo')}
          onChange={(event) => {
            const value = event.target.value;
            if (pinned === null && value !== '') setPinned(hasVideo ? now() : 0);
            setText(value);
          }}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={
            (error ?? tooLong) ? `${fieldId}-count ${fieldId}-error` : `${fieldId}-count`
          }
          className="w-full rounded-lg border border-ink-700 bg-ink-900 p-2 text-sm"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" size="sm" disabled={pending || !!tooLong}>
            {t('add')}
          </Button>
          {hasVideo && pinned !== null && (
            <Button size="sm" onClick={() => setPinned(now())}>
              {t('pinToNow')}
            </Button>
          )}
          <span id={`${fieldId}-count`} className="text-xs text-slate-400">
            {characters(text.length)}
          </span>
        </div>
        {(error ?? tooLong) && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-300">
            {error ?? tooLong}
          </p>
        )}
      </form>
      {initialNotes === null && (
        <p role="status" className="text-sm text-slate-400">
          {t('classLoadFailed')}
        </p>
      )}
      {notes.length === 0 ? (
        initialNotes !== null && <p className="text-sm text-slate-400">{t('noneOnClass')}</p>
      ) : (
        <ul aria-label={t('onClass')} className="flex flex-col gap-2">
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              moment={hasVideo ? { play: () => player?.current?.playFrom(note.seconds) } : null}
              edit={edit}
              remove={remove}
              onSaved={(saved) =>
                setNotes((list) => list.map((n) => (n.id === saved.id ? { ...n, ...saved } : n)))
              }
              onRemoved={(id) => setNotes((list) => list.filter((n) => n.id !== id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
