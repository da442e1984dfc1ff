import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/client-messages';
import { MembersPage } from '@/components/members/members-page';
import { NoteList } from '@/components/notes/note-list';
import { buttonClass } from '@/components/ui/button';
import { DownloadLink } from '@/components/ui/download-link';
import { fetchNotesIfAny } from '@/lib/activity';
import { getRequestLocale, requireSession } from '@/lib/auth';
import { untitledNames } from '@/lib/content';
import { loadMemberCourses } from '@/lib/grants';
import { getTranslator, type Locale } from '@/lib/i18n';
import { log } from '@/lib/log';
import type { MemberRecord } from '@/lib/members';
import { groupNotes, noteHref, NOTES_PER_MEMBER } from '@/lib/notes';
import { membersHeaderOf } from '../members-header';
import { deleteNoteAction, editNoteAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'members');
  return { title: t('meta.notes'), robots: { index: false } };
}

/**
 * Both reads, or null when either fails: a half answer would misfile notes as "no access".
 * The notes cost no read when the member's record lists no class with a note (lib/activity).
 */
async function notesAndCoursesOrNull(email: string, record: MemberRecord, locale: Locale) {
  try {
    const [notes, courses] = await Promise.all([
      fetchNotesIfAny(email, record.classActivity),
      loadMemberCourses(record, Date.now(), locale),
    ]);
    return {
      count: notes.length,
      ...groupNotes(notes, courses, untitledNames(getTranslator(locale, 'members'))),
    };
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
  const locale = await getRequestLocale();
  const [grouped, header] = await Promise.all([
    notesAndCoursesOrNull(session.member.email, session.record, locale),
    membersHeaderOf(session, '/home/notes'),
  ]);
  const t = getTranslator(header.locale, 'members');
  const elsewhere = t('notes.elsewhere');
  return (
    <MembersPage header={header} className="flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{t('notes.heading')}</h1>
        {grouped && grouped.count > 0 && (
          <DownloadLink
            href="/api/notes/export"
            failedText={getTranslator(header.locale, 'notesPage')('export.failed')}
            className={buttonClass({ variant: 'primary' })}
          >
            {t('notes.export')}
          </DownloadLink>
        )}
      </div>
      {grouped === null ? (
        <p role="alert" className="text-slate-300">
          {t('notes.failed')}
        </p>
      ) : grouped.count === 0 ? (
        <p className="text-slate-300">{t('notes.none')}</p>
      ) : (
        <ClientMessages locale={header.locale} namespaces={['notes']}>
          <p className="text-sm text-slate-400">
            {t('notes.count', { count: grouped.count, max: NOTES_PER_MEMBER })}
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
                          {t('notes.notOpenYet')}
                        </span>
                      )}
                    </h3>
                    <NoteList
                      label={t('notes.notesOn', { title: courseClass.title })}
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
                {elsewhere}
              </h2>
              <p className="mb-3 text-sm text-slate-400">{t('notes.elsewhereText')}</p>
              <NoteList
                label={elsewhere}
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
        </ClientMessages>
      )}
    </MembersPage>
  );
}
