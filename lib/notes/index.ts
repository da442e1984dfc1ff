import 'server-only';

export * from './client';
export { escapeMarkdown, notesMarkdown } from './markdown';
export { groupNotes, type NoteClassGroup, type NoteCourseGroup } from './groups';
export {
  createNoteInput,
  deleteNoteInput,
  editNoteInput,
  firstIssue,
  noteId,
  type CreateNoteInput,
} from './schema';
export {
  classIdsWithNotes,
  createNote,
  deleteNote,
  editNote,
  fetchClassNotes,
  fetchNotes,
  type NoteWrite,
} from './store';
