/**
 * lib/notes' client-safe door: the limits, refusals, times and links of notes, without
 * Firestore or zod. Server code imports everything from `@/lib/notes`.
 */
export {
  byMoment,
  canAddNote,
  MAX_NOTE_SECONDS,
  NOTE_ID,
  NOTE_MAX_CHARS,
  noteHref,
  noteMessage,
  NOTES_PER_MEMBER,
  noteTextProblem,
  noteTime,
  pinSeconds,
  type Note,
  type NoteActions,
  type NoteEdit,
  type NoteError,
  type NoteErrorTexts,
  type NoteProblem,
  type NoteResult,
} from './rules';
