/**
 * lib/notes' client-safe door: the limits, messages, times and links of notes, without
 * Firestore or zod. Server code imports everything from `@/lib/notes`.
 */
export {
  byMoment,
  canAddNote,
  MAX_NOTE_SECONDS,
  NOTE_ID,
  NOTE_MAX_CHARS,
  NOTE_MESSAGES,
  noteHref,
  NOTES_PER_MEMBER,
  noteTextProblem,
  noteTime,
  pinSeconds,
  tooLongMessage,
  type Note,
  type NoteActions,
  type NoteEdit,
  type NoteResult,
} from './rules';
