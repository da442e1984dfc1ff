'use server';

import { getCurrentSession, getRequestLocale } from '@/lib/auth';
import { loadMemberCourses, openClassOf } from '@/lib/grants';
import { getTranslator } from '@/lib/i18n';
import { log } from '@/lib/log';
import type { MemberRecord } from '@/lib/members';
import {
  createNote,
  createNoteInput,
  deleteNote,
  deleteNoteInput,
  editNote,
  editNoteInput,
  firstIssue,
  noteMessage,
  type Note,
  type NoteEdit,
  type NoteProblem,
  type NoteResult,
} from '@/lib/notes';
import { RateLimiter } from '@/lib/rate-limit';

/** Far above anyone writing by hand; a runaway script costs no Firestore work past it. */
const writes = new RateLimiter({ limit: 60, windowMs: 60_000 }, { name: 'notes' });

/** A refusal in the words of the member's language (the `notes` catalogue). */
async function refuse(problem: NoteProblem): Promise<{ ok: false; error: string }> {
  const t = getTranslator(await getRequestLocale(), 'notes');
  return { ok: false, error: noteMessage((key, values) => t(key, values), problem) };
}

/**
 * The member of this request, allowed one more write; or the refusal to answer. Every
 * action reads the session itself: a server action is a public endpoint.
 */
async function writer(): Promise<{ email: string; record: MemberRecord } | { error: NoteProblem }> {
  const session = await getCurrentSession();
  if (!session) return { error: { error: 'notSignedIn' } };
  if (!(await writes.allow(session.member.uid))) return { error: { error: 'tooMany' } };
  return { email: session.member.email, record: session.record };
}

/** A write that broke, logged; the member reads what did not happen: the save or the delete. */
function failed(action: 'create' | 'edit' | 'delete', error: unknown) {
  log('error', 'notes write failed', { action, error });
  return refuse({ error: action === 'delete' ? 'deleteFailed' : 'failed' });
}

/** A note on a class the member may open now (never a locked class), at a moment. */
export async function createNoteAction(input: unknown): Promise<NoteResult<Note>> {
  const parsed = createNoteInput.safeParse(input);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  const member = await writer();
  if ('error' in member) return refuse(member.error);
  try {
    const { courseId, classId } = parsed.data;
    if (!openClassOf(await loadMemberCourses(member.record), courseId, classId))
      return refuse({ error: 'notYourClass' });
    const written = await createNote(member.email, parsed.data);
    return written.ok ? { ok: true, data: written.note } : refuse({ error: 'limit' });
  } catch (error) {
    return failed('create', error);
  }
}

/** Only a note under the member's own record can be found, so another's id is refused. */
export async function editNoteAction(input: unknown): Promise<NoteResult<NoteEdit>> {
  const parsed = editNoteInput.safeParse(input);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  const member = await writer();
  if ('error' in member) return refuse(member.error);
  try {
    const written = await editNote(member.email, parsed.data.noteId, parsed.data.text);
    if (!written.ok) return refuse({ error: 'notFound' });
    const { id, text, updatedAt } = written.note;
    return { ok: true, data: { id, text, updatedAt } };
  } catch (error) {
    return failed('edit', error);
  }
}

export async function deleteNoteAction(input: unknown): Promise<NoteResult<null>> {
  const parsed = deleteNoteInput.safeParse(input);
  if (!parsed.success) return refuse({ error: 'invalid' });
  const member = await writer();
  if ('error' in member) return refuse(member.error);
  try {
    const written = await deleteNote(member.email, parsed.data.noteId);
    return written.ok ? { ok: true, data: null } : refuse({ error: 'notFound' });
  } catch (error) {
    return failed('delete', error);
  }
}
