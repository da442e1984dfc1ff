import { useTranslations } from 'use-intl/react';
import { NOTE_MAX_CHARS, noteMessage, type NoteProblem } from '@/lib/notes/client';

/** The notes' words in the page's language: `t`, a problem told, the character count. */
export function useNoteWords() {
  const t = useTranslations('notes');
  return {
    t,
    say: (problem: NoteProblem) => noteMessage((key, values) => t(key, values), problem),
    characters: (count: number) => t('characters', { count, max: NOTE_MAX_CHARS }),
  };
}
