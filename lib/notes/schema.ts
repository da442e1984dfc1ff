import { z } from 'zod';
import { ENTRY_ID } from '../content/client';
import { MAX_NOTE_SECONDS, NOTE_ID, noteTextProblem, type NoteProblem } from './rules';

const entryId = z.string().regex(ENTRY_ID);
const noteText = z.string().superRefine((text, context) => {
  const problem = noteTextProblem(text);
  if (problem) context.addIssue({ code: 'custom', message: problem.error, params: problem });
});

export const noteId = z.string().regex(NOTE_ID);

/** A new note: the class and moment it is pinned to, and its text. */
export const createNoteInput = z.object({
  courseId: entryId,
  classId: entryId,
  seconds: z.number().finite().min(0).max(MAX_NOTE_SECONDS).transform(Math.floor),
  text: noteText,
});

export const editNoteInput = z.object({ noteId, text: noteText });
export const deleteNoteInput = z.object({ noteId });

/** A stored note document, users/{email}/notes/{id}; a malformed one is skipped. */
export const storedNote = z.object({
  courseId: z.string(),
  classId: z.string(),
  seconds: z.number().finite().min(0),
  text: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export type CreateNoteInput = z.output<typeof createNoteInput>;

/** The problem of a failed parse the member can act on (length, empty), else `invalid`. */
export function firstIssue(error: z.ZodError): NoteProblem {
  const custom = error.issues.find((issue) => issue.code === 'custom');
  return (custom?.params as NoteProblem | undefined) ?? { error: 'invalid' };
}
