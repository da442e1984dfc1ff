import { autoplayRuns, CAROUSEL, formatCounter, swiperBreakpoints } from '../carousel';

describe('carousel constants', () => {
  it('matches docs/product.md#constants: 500 ms per slide, every 2000 ms, one slide a step', () => {
    expect(CAROUSEL.speedMs).toBe(500);
    expect(CAROUSEL.autoplayDelayMs).toBe(2000);
    expect(CAROUSEL.slidesPerGroup).toBe(1);
  });

  it('hands swiper the table of docs/product.md#constants: 1 slide below 530 px, 2 below 1200 px, 3 from 1200 px', () => {
    expect(swiperBreakpoints()).toEqual({
      0: { slidesPerView: 1 },
      530: { slidesPerView: 2 },
      1200: { slidesPerView: 3 },
    });
  });
});

describe('formatCounter', () => {
  it('counts from 1', () => {
    expect(formatCounter(0, 6)).toBe('1 / 6');
    expect(formatCounter(5, 6)).toBe('6 / 6');
  });

  it('wraps indexes outside the range, both ways', () => {
    expect(formatCounter(6, 6)).toBe('1 / 6');
    expect(formatCounter(-1, 6)).toBe('6 / 6');
  });

  it('copes with no slides', () => {
    expect(formatCounter(0, 0)).toBe('0 / 0');
  });
});

describe('autoplayRuns', () => {
  const moving = { chosen: true, videoStarted: false, focusInside: false };

  it('moves while the visitor lets it, no video plays and focus is elsewhere', () => {
    expect(autoplayRuns(moving)).toBe(true);
  });

  it('stops when paused by the button (or for reduced motion)', () => {
    expect(autoplayRuns({ ...moving, chosen: false })).toBe(false);
  });

  it('waits while focus is inside, and moves again once it leaves', () => {
    expect(autoplayRuns({ ...moving, focusInside: true })).toBe(false);
    expect(autoplayRuns({ ...moving, focusInside: false })).toBe(true);
  });

  it('stops once a video has started, though the button says play and focus is elsewhere', () => {
    expect(autoplayRuns({ ...moving, videoStarted: true })).toBe(false);
  });
});
