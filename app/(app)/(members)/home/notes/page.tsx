import type { Metadata } from 'next';
import { MembersHeader } from '@/components/members/header';
import { NoteList } from '@/components/notes/note-list';
import { buttonClass } from '@/components/ui/button';
import { requireSession } from '@/lib/auth';
import { log } from '@/lib/log';
import { loadMemberCourses, type MemberRecord } from '@/lib/members';
import { ELSEWHERE_HEADING, fetchNotes, groupNotes, noteHref, NOTES_PER_MEMBER } from '@/lib/notes';
import { membersHeaderOf } from '../members-header';
import { deleteNoteAction, editNoteAction } from './actions';

export const metadata: Metadata = { title: 'Notes', robots: { index: false } };

/** Both reads, or null when either fails: a half answer would misfile notes as "no access". */
async function notesAndCoursesOrNull(email: string, record: MemberRecord) {
  try {
    const [notes, courses] = await Promise.all([fetchNotes(email), loadMemberCourses(record)]);
    return { count: notes.length, ...groupNotes(notes, courses) };
  } catch (error) {
    log('error', 'could not read the notes', { route: '/home/notes', error });
    return null;
  }
}

/**
 * Every note of the member, by course and class, each time a link to its moment. Notes on
 * classes the member cannot open any more stay theirs, listed apart with their text only:
 * the class they were on is not named (docs/product.md#additions).
 */
export default async function NotesPage() {
  const session = await requireSession('/home/notes');
  const grouped = await notesAndCoursesOrNull(session.member.email, session.record);
  return (
    <div className="mx-auto flex min-h-dvh max-w-5xl flex-col gap-6 p-4 lg:p-8">
      <MembersHeader {...await membersHeaderOf(session, '/home/notes')} />
      <main className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight">Notes</h1>
          {grouped && grouped.count > 0 && (
            <a href="/api/notes/export" download className={buttonClass({ variant: 'primary' })}>
              Export all notes (Markdown)
            </a>
          )}
        </div>
        {grouped === null ? (
          <p role="alert" className="text-slate-300">
            Your notes could not be loaded. Please try again in a moment.
          </p>
        ) : grouped.count === 0 ? (
          <p className="text-slate-300">
            You have no notes yet. Write one under a class&apos;s video: it keeps the moment you
            were at.
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-400">
              {grouped.count} of {NOTES_PER_MEMBER} notes.
            </p>
            {grouped.courses.map((course) => (
              <section key={course.courseId} aria-labelledby={`notes-${course.courseId}`}>
                <h2 id={`notes-${course.courseId}`} className="mb-3 text-xl font-semibold">
                  {course.title}
                </h2>
                <div className="flex flex-col gap-4">
                  {course.classes.map((courseClass) => (
                    <div key={courseClass.classId} className="flex flex-col gap-2">
                      <h3 className="font-semibold text-slate-200">
                        {courseClass.title}
                        {courseClass.locked && (
                          <span className="ml-2 text-sm font-normal text-slate-400">
                            (not open yet)
                          </span>
                        )}
                      </h3>
                      <NoteList
                        label={`Notes on ${courseClass.title}`}
                        entries={courseClass.notes.map((note) => ({
                          note,
                          href: courseClass.locked ? null : noteHref(note),
                        }))}
                        edit={editNoteAction}
                        remove={deleteNoteAction}
                      />
                    </div>
                  ))}
                </div>
              </section>
            ))}
            {grouped.elsewhere.length > 0 && (
              <section aria-labelledby="notes-elsewhere">
                <h2 id="notes-elsewhere" className="mb-1 text-xl font-semibold">
                  {ELSEWHERE_HEADING}
                </h2>
                <p className="mb-3 text-sm text-slate-400">
                  Your notes on classes you cannot open now. They stay yours to read, edit, export
                  or delete.
                </p>
                <NoteList
                  label={ELSEWHERE_HEADING}
                  // Nothing of the class goes to the browser, its ids included.
                  entries={grouped.elsewhere.map((note) => ({
                    note: { ...note, courseId: '', classId: '' },
                    href: null,
                  }))}
                  edit={editNoteAction}
                  remove={deleteNoteAction}
                />
              </section>
            )}
          </>
        )}
      </main>
    </div>
  );
}
