import { CAROUSEL, formatCounter, swiperBreakpoints } from '../carousel';

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
