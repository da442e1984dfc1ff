import type { CourseClass } from '@/lib/content';
import { parseVideoId } from '@/lib/video/video-id';
import { VideoPlayer } from '@/components/video/video-player';
import { RichText } from './rich-text';

export function ClassView({ courseClass }: { courseClass: CourseClass }) {
  const videoId = parseVideoId(courseClass.videoLink);
  const title = courseClass.title ?? 'Untitled Class';
  return (
    <article className="flex flex-col gap-6">
      {videoId ? (
        <VideoPlayer key={videoId} videoId={videoId} title={title} />
      ) : (
        <div className="flex aspect-video items-center justify-center rounded-2xl border border-ink-700 bg-ink-900 text-slate-400">
          No video available for this class
        </div>
      )}
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {courseClass.content ? (
        <RichText document={courseClass.content} />
      ) : (
        <p className="text-slate-400">No content available</p>
      )}
      {courseClass.materials.length > 0 && (
        <section aria-label="Class materials" className="flex flex-wrap gap-3">
          {courseClass.materials.map((material) => (
            <a
              key={material.id}
              href={`/api/materials/${encodeURIComponent(material.id)}`}
              download={material.fileName}
              className="rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-brand-400"
            >
              Download {material.title ?? 'Material'}
            </a>
          ))}
        </section>
      )}
    </article>
  );
}
