/** The testimonial carousel's constants (docs/product.md#constants). */
export const CAROUSEL = {
  speedMs: 500,
  autoplayDelayMs: 2000,
  slidesPerGroup: 1,
  // Slides visible from a viewport width up: 1 below 530 px, 2 below 1200 px, else 3.
  breakpoints: { 0: 1, 530: 2, 1200: 3 },
} as const;

/** Swiper's breakpoints option for the table above. */
export function swiperBreakpoints(): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(
    Object.entries(CAROUSEL.breakpoints).map(([width, slidesPerView]) => [
      Number(width),
      { slidesPerView },
    ]),
  );
}

/** "3 / 6": the visitor's position, counted from 1. */
export function formatCounter(index: number, total: number): string {
  if (total <= 0) return '0 / 0';
  const wrapped = ((index % total) + total) % total;
  return `${wrapped + 1} / ${total}`;
}

/** What decides whether the slideshow moves on its own (docs/architecture.md#the-marketing-site). */
export type AutoplayState = {
  /** The visitor's choice with the Pause / Play button (off from the start for reduced motion). */
  chosen: boolean;
  /** A video has been started: its slide must stay where it is, and stays so for good. */
  videoStarted: boolean;
  /** Keyboard focus is on a slide or a control other than Pause / Play (WCAG 2.2.2). */
  focusInside: boolean;
};

/** The slideshow advances only while chosen, no video has started and focus is elsewhere. */
export function autoplayRuns({ chosen, videoStarted, focusInside }: AutoplayState): boolean {
  return chosen && !videoStarted && !focusInside;
}
