import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import type { Video } from '@/lib/site';

/** A carousel video with its names for screen readers, in the page's language. */
export type CarouselVideo = Video & { slideLabel: string; playLabel: string };

/** The carousel's controls, named in the page's language. */
export type CarouselLabels = {
  previous: string;
  next: string;
  pause: string;
  play: string;
  slideshow: string;
  /** What a slide is called (aria-roledescription): "slide". */
  slideRole: string;
};

/**
 * The carousel's words, written on the server: its client code then needs no catalogue (and
 * the public pages ship no message formatter).
 */
export function carouselWords(locale: Locale, videos: readonly Video[]) {
  const t = getTranslator(locale, 'publicUi');
  const labels: CarouselLabels = {
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    pause: t('carousel.pause'),
    play: t('carousel.play'),
    slideshow: t('carousel.slideshow'),
    slideRole: t('carousel.slideRole'),
  };
  const labelled: CarouselVideo[] = videos.map((video, position) => ({
    ...video,
    slideLabel: t('carousel.slide', { position: position + 1, count: videos.length }),
    playLabel: t('carousel.playVideo', { title: video.title }),
  }));
  return { labels, videos: labelled };
}
