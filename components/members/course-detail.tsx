import { courseTitle, type Course } from '@/lib/content/client';
import type { CourseProgress } from '@/lib/progress/client';
import { ContentfulImage } from './contentful-image';
import { ProgressBar } from './progress-bar';

export function CourseDetail({ course, progress }: { course: Course; progress: CourseProgress }) {
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
        {course.category.name}
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{courseTitle(course)}</h1>
      <p className="leading-relaxed text-slate-300">
        {course.description ?? 'No description provided'}
      </p>
      <ProgressBar progress={progress} />
    </article>
  );
}
