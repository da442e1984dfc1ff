import type { Course } from '@/lib/content/client';
import { getTranslator, type Locale } from '@/lib/i18n';
import type { CourseProgress } from '@/lib/progress/client';
import { ContentfulImage } from './contentful-image';
import { ProgressBar } from './progress-bar';

export function CourseDetail({
  locale,
  course,
  progress,
}: {
  locale: Locale;
  course: Course;
  progress: CourseProgress;
}) {
  const t = getTranslator(locale, 'members');
  return (
    <article className="flex flex-col gap-5">
      {course.image?.width && course.image.height && (
        <ContentfulImage
          src={course.image.url}
          alt={course.image.title ?? ''}
          width={course.image.width}
          height={course.image.height}
          sizes="(min-width: 1024px) 66vw, 100vw"
          priority
          className="aspect-video h-auto w-full rounded-2xl object-cover"
        />
      )}
      <p className="text-xs font-semibold tracking-wider text-brand-300 uppercase">
        {course.category.name ?? t('courses.uncategorized')}
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{course.title ?? t('untitledCourse')}</h1>
      <p className="leading-relaxed text-slate-300">
        {course.description ?? t('courses.noDescription')}
      </p>
      <ProgressBar progress={progress} />
    </article>
  );
}
