'use client';

import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { autoplayRuns, CAROUSEL, formatCounter, swiperBreakpoints } from '@/lib/marketing';
import type { CarouselLabels, CarouselVideo } from './carousel-labels';
import { VideoFacade } from './video-facade';

const control =
  'grid size-11 place-items-center rounded-full border border-slate-500 text-slate-100 hover:border-brand-400 hover:text-brand-300';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Slides out of view are inert: no Tab stop on a play button nobody can see (focus there
 * would scroll the clipped row and leave the counter wrong); Previous and Next reach them.
 */
function leaveOnlyVisibleSlidesFocusable(instance: SwiperInstance) {
  for (const slide of instance.slides)
    slide.inert = !slide.classList.contains('swiper-slide-visible');
}

/**
 * Six video facades in an endless loop. Autoplay moves one slide every two seconds, stops
 * for visitors who prefer reduced motion, has a pause button, and waits while keyboard focus
 * is on a slide or the previous/next buttons (WCAG 2.2.2). Once a video starts it stops for
 * good: a step would carry the video away, and loop mode moves slides in the page, which
 * reloads a player and ends its playback.
 */
export function TestimonialCarousel({
  videos,
  labels,
}: {
  videos: readonly CarouselVideo[];
  labels: CarouselLabels;
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState(true);
  const [videoStarted, setVideoStarted] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const running = autoplayRuns({ chosen, videoStarted, focusInside });

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, running]);

  const onInit = (instance: SwiperInstance) => {
    setSwiper(instance);
    if (prefersReducedMotion()) {
      instance.params.speed = 0;
      setChosen(false);
    }
  };

  // The Pause / Play button does not count: pressing Play there must start the slideshow.
  const inside = (element: EventTarget | null, area: HTMLElement) =>
    element instanceof Node && area.contains(element) && element !== toggleButton.current;
  const onFocus = (event: FocusEvent<HTMLDivElement>) =>
    setFocusInside(inside(event.target, event.currentTarget));
  const onBlur = (event: FocusEvent<HTMLDivElement>) =>
    setFocusInside(inside(event.relatedTarget, event.currentTarget));

  return (
    <div onFocus={onFocus} onBlur={onBlur}>
      <Swiper
        modules={[Autoplay]}
        loop
        speed={CAROUSEL.speedMs}
        slidesPerGroup={CAROUSEL.slidesPerGroup}
        slidesPerView={1}
        breakpoints={swiperBreakpoints()}
        autoplay={{
          delay: CAROUSEL.autoplayDelayMs,
          disableOnInteraction: false,
          pauseOnMouseEnter: true,
        }}
        onSwiper={onInit}
        watchSlidesProgress
        onAfterInit={leaveOnlyVisibleSlidesFocusable}
        onSlidesUpdated={leaveOnlyVisibleSlidesFocusable}
        onProgress={leaveOnlyVisibleSlidesFocusable}
        onRealIndexChange={(instance) => setIndex(instance.realIndex)}
        className="testimonial-swiper"
      >
        {videos.map((video) => (
          // A group, so its name counts (ARIA ignores one on a plain div), called a slide.
          <SwiperSlide
            key={video.id}
            className="px-2"
            role="group"
            aria-roledescription={labels.slideRole}
            aria-label={video.slideLabel}
          >
            <VideoFacade
              video={video}
              label={video.playLabel}
              onPlay={() => setVideoStarted(true)}
            />
            <p className="mt-3 text-sm text-slate-300">{video.title}</p>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          className={control}
          aria-label={labels.previous}
          onClick={() => swiper?.slidePrev()}
        >
          <span aria-hidden="true">←</span>
        </button>
        <p
          className="min-w-16 text-center text-lg tabular-nums"
          aria-live={running ? 'off' : 'polite'}
          data-testid="carousel-counter"
        >
          {formatCounter(index, videos.length)}
        </p>
        <button
          type="button"
          className={control}
          aria-label={labels.next}
          onClick={() => swiper?.slideNext()}
        >
          <span aria-hidden="true">→</span>
        </button>
        {/* Once a video has started the slideshow stays stopped: Play is offered no more. */}
        <button
          ref={toggleButton}
          type="button"
          className={`${control} w-auto px-4 text-sm disabled:opacity-50`}
          onClick={() => setChosen(!chosen)}
          disabled={videoStarted}
        >
          {chosen && !videoStarted ? labels.pause : labels.play}
          <span className="sr-only"> {labels.slideshow}</span>
        </button>
      </div>
    </div>
  );
}
