import { AnnouncementForm } from '@/components/admin/announcement-form';
import { EmptyNote } from '@/components/admin/data-table';
import { AnnouncementArticle } from '@/components/announcements/announcement-article';
import { operatorMetadata } from '@/lib/admin';
import { fetchAnnouncements, renderMarkdown } from '@/lib/announcements';
import { requireOperator } from '@/lib/auth';
import { courseTitle, getCatalogOrEmpty } from '@/lib/content';
import { publishAnnouncement } from './actions';

export const generateMetadata = () => operatorMetadata('Announcements');

export default async function AnnouncementsPage() {
  await requireOperator();
  // The console reads the stored list itself, not the members' cached copy.
  const [announcements, catalog] = await Promise.all([
    fetchAnnouncements(),
    getCatalogOrEmpty('/admin/announcements'),
  ]);
  const courses = catalog.courses.map((course) => ({ id: course.id, title: courseTitle(course) }));
  const titles = new Map(courses.map((course) => [course.id, course.title]));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Announcements</h1>
      <p className="max-w-3xl text-sm text-slate-300">
        An announcement shows in the members area of its audience (with a count of unread ones in
        their header) and is e-mailed to those of them who have not turned announcement e-mails off.
        It cannot be changed once published.
      </p>
      <section
        aria-labelledby="publish-announcement"
        className="rounded-2xl border border-ink-700 bg-ink-900 p-4"
      >
        <h2 id="publish-announcement" className="mb-3 font-semibold">
          Publish an announcement
        </h2>
        <AnnouncementForm courses={courses} publish={publishAnnouncement} />
      </section>
      <section aria-labelledby="published" className="flex flex-col gap-3">
        <h2 id="published" className="font-semibold">
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
                </AnnouncementArticle>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
