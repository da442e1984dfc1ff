import { formatElapsed } from '../video';

/** The limits of docs/product.md#additions (Notes). */
export const NOTE_MAX_CHARS = 2000;
export const NOTES_PER_MEMBER = 500;
/** The longest moment a note can be pinned to: a day, as progress allows. */
export const MAX_NOTE_SECONDS = 24 * 60 * 60;

/** Firestore's automatic document ids: what a note id must look like before any read. */
export const NOTE_ID = /^[A-Za-z0-9]{20}$/;

export type Note = {
  id: string;
  courseId: string;
  classId: string;
  /** Whole seconds into the class's video. */
  seconds: number;
  text: string;
  createdAt: number;
  updatedAt: number;
};

/** Every refusal a member may read about notes: its words are the `notes` catalogue's `errors`. */
export type NoteError =
  | 'empty'
  | 'tooLong'
  | 'limit'
  | 'notFound'
  | 'notYourClass'
  | 'invalid'
  | 'failed'
  | 'deleteFailed'
  | 'tooMany'
  | 'notSignedIn';

/** A refusal with what its message names: the length of a note too long. */
export type NoteProblem =
  { error: Exclude<NoteError, 'tooLong'> } | { error: 'tooLong'; length: number };

/** `t` of the `notes` catalogue, or anything that words its errors. */
export type NoteErrorTexts = (key: `errors.${NoteError}`, values: Record<string, number>) => string;

/** A problem in the member's words: the limits it names come from here, not the catalogue. */
export function noteMessage(texts: NoteErrorTexts, problem: NoteProblem): string {
  if (problem.error === 'tooLong')
    return texts('errors.tooLong', { max: NOTE_MAX_CHARS, length: problem.length });
  if (problem.error === 'limit') return texts('errors.limit', { max: NOTES_PER_MEMBER });
  return texts(`errors.${problem.error}`, {});
}

/** What is wrong with a note's text, or null when it can be saved. */
export function noteTextProblem(text: string): NoteProblem | null {
  if (text.trim() === '') return { error: 'empty' };
  if (text.length > NOTE_MAX_CHARS) return { error: 'tooLong', length: text.length };
  return null;
}

/** Whether a member holding `count` notes may add one more. */
export const canAddNote = (count: number) => count < NOTES_PER_MEMBER;

/** A note's moment as the player shows times: m:ss, or h:mm:ss past an hour. */
export const noteTime = (seconds: number) => formatElapsed(Math.floor(seconds));

/** Where a note's moment is pinned: the player's time in whole seconds (0 when unknown). */
export function pinSeconds(current: number): number {
  return Number.isFinite(current) && current > 0 ? Math.floor(current) : 0;
}

/** The /home URL that opens a note's class at its moment. */
export function noteHref(note: Pick<Note, 'courseId' | 'classId' | 'seconds'>): string {
  const query = new URLSearchParams({
    course: note.courseId,
    class: note.classId,
    t: String(Math.floor(note.seconds)),
  });
  return `/home?${query.toString()}`;
}

/** Notes in the order of the video: by moment, then the older first. */
export function byMoment(a: Note, b: Note): number {
  return a.seconds - b.seconds || a.createdAt - b.createdAt || a.id.localeCompare(b.id);
}

export type NoteEdit = Pick<Note, 'id' | 'text' | 'updatedAt'>;

/** What the notes' server actions answer (docs/conventions.md#error-answers). */
export type NoteResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** The server actions a page hands to the notes' components. */
export type NoteActions = {
  create(input: {
    courseId: string;
    classId: string;
    seconds: number;
    text: string;
  }): Promise<NoteResult<Note>>;
  /** Answers only what changed: a note on a class the member lost keeps that class unsaid. */
  edit(input: { noteId: string; text: string }): Promise<NoteResult<NoteEdit>>;
  remove(input: { noteId: string }): Promise<NoteResult<null>>;
};
