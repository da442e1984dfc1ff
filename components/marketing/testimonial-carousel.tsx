'use client';

import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CAROUSEL, formatCounter, swiperBreakpoints } from '@/lib/marketing';
import type { CarouselLabels, CarouselVideo } from './carousel-labels';
import { VideoFacade } from './video-facade';

const control =
  'grid size-11 place-items-center rounded-full border border-slate-500 text-slate-100 hover:border-brand-400 hover:text-brand-300';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Six video facades in an endless loop. Autoplay moves one slide every two seconds, stops
 * for visitors who prefer reduced motion, and has a pause button (WCAG 2.2.2).
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
  const [playing, setPlaying] = useState(true);

  const onInit = (instance: SwiperInstance) => {
    setSwiper(instance);
    if (prefersReducedMotion()) {
      instance.params.speed = 0;
      instance.autoplay.stop();
      setPlaying(false);
    }
  };

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div>
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
            <VideoFacade video={video} label={video.playLabel} />
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
          aria-live={playing ? 'off' : 'polite'}
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
        <button type="button" className={`${control} w-auto px-4 text-sm`} onClick={toggle}>
          {playing ? labels.pause : labels.play}
          <span className="sr-only"> {labels.slideshow}</span>
        </button>
      </div>
    </div>
  );
}
