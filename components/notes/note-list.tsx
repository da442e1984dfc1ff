'use client';

import { useState } from 'react';
import type { Note, NoteActions } from '@/lib/notes/client';
import { NoteItem } from './note-item';
import { useNoteWords } from './use-note-words';

export type NoteListEntry = { note: Note; href: string | null };

/** A list of notes on /home/notes: each time links to its moment where the class may be opened. */
export function NoteList({
  entries,
  label,
  edit,
  remove,
}: {
  entries: NoteListEntry[];
  /** Names the list for screen readers: the class, or where the notes come from. */
  label: string;
} & Pick<NoteActions, 'edit' | 'remove'>) {
  const [notes, setNotes] = useState(entries);
  const { t } = useNoteWords();
  if (notes.length === 0) return <p className="text-sm text-slate-400">{t('noneLeft')}</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {notes.map(({ note, href }) => (
        <NoteItem
          key={note.id}
          note={note}
          moment={href ? { href } : null}
          edit={edit}
          remove={remove}
          onSaved={(saved) =>
            setNotes((list) =>
              list.map((e) =>
                e.note.id === saved.id ? { ...e, note: { ...e.note, ...saved } } : e,
              ),
            )
          }
          onRemoved={(id) => setNotes((list) => list.filter((e) => e.note.id !== id))}
        />
      ))}
    </ul>
  );
}
