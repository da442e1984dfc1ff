'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { CarouselLabels, CarouselVideo } from './carousel-labels';
import { VideoPoster } from './video-poster';

type CarouselProps = { videos: readonly CarouselVideo[]; labels: CarouselLabels };

/** Start loading about a screen before the carousel scrolls into view. */
const LOAD_AHEAD = '800px 0px';

/**
 * The carousel's code (swiper, about 26 KB compressed) loads only when the visitor nears
 * it, so the first paint does not compete with it and a visitor who never scrolls that far
 * never pays for it. Until then, and without JavaScript, the first slides show as a still
 * row of the same size.
 */
export function LazyTestimonialCarousel({ videos, labels }: CarouselProps) {
  const [Carousel, setCarousel] = useState<ComponentType<CarouselProps> | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let mounted = true;
    const load = () =>
      void import('./testimonial-carousel').then(({ TestimonialCarousel }) => {
        if (mounted) setCarousel(() => TestimonialCarousel);
      });
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: LOAD_AHEAD },
    );
    if (placeholder.current) observer.observe(placeholder.current);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, []);

  if (Carousel) return <Carousel videos={videos} labels={labels} />;
  return (
    <div ref={placeholder}>
      <CarouselPreview videos={videos} />
    </div>
  );
}

// One slide below 530 px, two below 1200 px, three above: the carousel's own breakpoints.
const PREVIEW_SLIDE_CLASSES = ['', 'hidden min-[530px]:block', 'hidden min-[1200px]:block'];

function CarouselPreview({ videos }: Pick<CarouselProps, 'videos'>) {
  return (
    <div>
      <ul className="grid grid-cols-1 min-[530px]:grid-cols-2 min-[1200px]:grid-cols-3">
        {videos.slice(0, PREVIEW_SLIDE_CLASSES.length).map((video, position) => (
          <li key={video.id} className={`px-2 ${PREVIEW_SLIDE_CLASSES[position]}`}>
            <VideoPoster video={video} className="aspect-video w-full rounded-xl object-cover" />
            <p className="mt-3 text-sm text-slate-300">{video.title}</p>
          </li>
        ))}
      </ul>
      {/* Where the carousel's controls will be. */}
      <div className="mt-6 h-11" />
    </div>
  );
}
