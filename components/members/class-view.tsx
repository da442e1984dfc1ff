import type { ReactNode } from 'react';
import { PlayerHandleProvider } from '@/components/video/player-handle';
import type { ClassBody, Course, CourseClass } from '@/lib/content/client';
import { getTranslator, type Locale } from '@/lib/i18n';
import { homeHref, materialHref, type ClassProgress } from '@/lib/members/client';
import { nextClass, resumePosition } from '@/lib/progress/client';
import { parseVideoId } from '@/lib/video';
import { ClassVideo } from './class-video';
import { MarkComplete } from './mark-complete';
import { MemberLink } from './member-link';
import { RichText } from './rich-text';

export type ClassViewProps = {
  locale: Locale;
  course: Course;
  courseClass: CourseClass;
  body: ClassBody;
  /** Where links in the text may lead: the member's own courses, classes and materials. */
  linkTargets: ReadonlyMap<string, string>;
  progress: ClassProgress | undefined;
  /** A moment to start the video at (`t` in the URL), validated by the page. */
  startAt?: number | null;
  /** The member's notes on this class, under the player; they reach it through the handle. */
  notes?: ReactNode;
  /** What follows the lesson and its materials (the member's trades, the class's questions). */
  below?: ReactNode;
};

export function ClassView({
  locale,
  course,
  courseClass,
  body,
  linkTargets,
  progress,
  startAt = null,
  notes,
  below,
}: ClassViewProps) {
  const videoId = parseVideoId(courseClass.videoLink);
  const t = getTranslator(locale, 'members');
  const title = courseClass.title ?? t('untitledClass');
  const completed = progress?.completed ?? false;
  const next = nextClass(course, courseClass.id);
  return (
    <PlayerHandleProvider>
      <article className="flex flex-col gap-6">
        {videoId ? (
          <ClassVideo
            // One player per class: two classes may show one video, each with its progress.
            key={`${course.id}:${courseClass.id}`}
            courseId={course.id}
            classId={courseClass.id}
            videoId={videoId}
            title={title}
            resumeAt={completed ? null : resumePosition(progress)}
            startAt={startAt}
            completed={completed}
          />
        ) : (
          <div className="flex aspect-video items-center justify-center rounded-2xl border border-ink-700 bg-ink-900 text-slate-400">
            {t('class.noVideo')}
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <div className="flex items-center gap-4">
            <MarkComplete courseId={course.id} classId={courseClass.id} completed={completed} />
            {next && (
              <MemberLink
                href={homeHref({ course: course.id, class: next.id })}
                className="rounded-lg border border-ink-700 px-4 py-2 text-sm font-semibold hover:bg-ink-800"
              >
                {t('class.next')}
              </MemberLink>
            )}
          </div>
        </div>
        {notes}
        {body ? (
          <RichText
            document={body}
            linkTargets={linkTargets}
            newTabText={getTranslator(locale, 'common')('opensInNewTab')}
          />
        ) : (
          <p className="text-slate-400">{t('class.noContent')}</p>
        )}
        {courseClass.materials.length > 0 && (
          <section aria-label={t('class.materials')} className="flex flex-wrap gap-3">
            {courseClass.materials.map((material) => (
              <a
                key={material.id}
                href={materialHref(material.id)}
                download={material.fileName}
                className="rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-brand-400"
              >
                {t('class.download', { title: material.title ?? t('class.material') })}
              </a>
            ))}
          </section>
        )}
        {below}
      </article>
    </PlayerHandleProvider>
  );
}
