import { AnnouncementForm } from '@/components/admin/announcement-form';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { EmptyNote } from '@/components/admin/data-table';
import { AnnouncementArticle } from '@/components/announcements/announcement-article';
import { buttonClass } from '@/components/ui/button';
import { consoleCourseTitle, operatorMetadata } from '@/lib/admin';
import { announcementFormOf, fetchAnnouncements, renderMarkdown } from '@/lib/announcements';
import { requireOperator } from '@/lib/auth';
import { getCatalogOrEmpty } from '@/lib/content';
import { editAnnouncement, publishAnnouncement, removeAnnouncement } from './actions';

export const generateMetadata = () => operatorMetadata('Announcements');

export default async function AnnouncementsPage({
  searchParams,
}: PageProps<'/admin/announcements'>) {
  await requireOperator();
  const { edit } = await searchParams;
  // The console reads the stored list itself, not the members' cached copy.
  const [announcements, catalog] = await Promise.all([
    fetchAnnouncements(),
    getCatalogOrEmpty('/admin/announcements'),
  ]);
  const courses = catalog.courses.map((course) => ({
    id: course.id,
    title: consoleCourseTitle(course),
  }));
  const titles = new Map(courses.map((course) => [course.id, course.title]));
  const editing =
    typeof edit === 'string' ? (announcements.find((a) => a.id === edit) ?? null) : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Announcements</h1>
      <p className="max-w-3xl text-sm text-slate-300">
        An announcement shows in the members area of its audience (with a count of unread ones in
        their header) and is e-mailed to those of them who have not turned announcement e-mails off.
        Editing one changes what members see (marked &ldquo;Edited&rdquo;) without e-mailing them
        again; deleting one takes it out of their list and their unread count.
      </p>
      <section
        aria-labelledby="publish-announcement"
        className="rounded-2xl border border-ink-700 bg-ink-900 p-4"
      >
        <h2 id="publish-announcement" className="mb-3 font-semibold">
          {editing ? `Edit “${editing.title}”` : 'Publish an announcement'}
        </h2>
        {editing ? (
          <AnnouncementForm
            key={editing.id}
            courses={courses}
            initial={announcementFormOf(editing)}
            editing
            submit={editAnnouncement.bind(null, editing.id)}
          />
        ) : (
          <AnnouncementForm key="new" courses={courses} submit={publishAnnouncement} />
        )}
      </section>
      <section aria-labelledby="published" className="flex flex-col gap-3">
        <h2 id="published" tabIndex={-1} className="font-semibold">
          Published
        </h2>
        {announcements.length === 0 ? (
          <EmptyNote>Nothing has been published yet.</EmptyNote>
        ) : (
          <ul className="flex flex-col gap-4" aria-label="Published announcements">
            {announcements.map((announcement) => (
              <li key={announcement.id}>
                <AnnouncementArticle
                  title={announcement.title}
                  html={renderMarkdown(announcement.markdown)}
                  publishedAt={announcement.publishedAt}
                  editedAt={announcement.editedAt}
                  headingLevel={3}
                >
                  <p className="text-xs text-slate-400">
                    To{' '}
                    {announcement.courseIds.length === 0
                      ? 'every member with access'
                      : announcement.courseIds
                          .map((id) => titles.get(id) ?? `Unknown course (${id})`)
                          .join(', ')}{' '}
                    · by {announcement.by}
                  </p>
                  <div className="flex flex-wrap items-start gap-3">
                    <a
                      href={`/admin/announcements?edit=${encodeURIComponent(announcement.id)}#publish-announcement`}
                      className={buttonClass({ size: 'sm' })}
                      aria-label={`Edit ${announcement.title}`}
                    >
                      Edit
                    </a>
                    <ConfirmAction
                      label="Delete"
                      subject={announcement.title}
                      question="Members will no longer see it; e-mails already sent stay sent."
                      confirm="Yes, delete it"
                      confirmName={`Yes, delete ${announcement.title}`}
                      keep="Keep it"
                      action={removeAnnouncement.bind(null, announcement.id)}
                      gone={{ focus: 'published' }}
                    />
                  </div>
                </AnnouncementArticle>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
