import { medianRun, misses, scoresOf, type Scores } from '../lighthouse-report';

const perfect: Scores = {
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 900,
  cls: 0,
  tbtMs: 0,
  transferBytes: 150_000,
};

describe('lighthouse bench report', () => {
  it('reads scores and metrics from a Lighthouse result', () => {
    const scores = scoresOf({
      categories: {
        performance: { score: 0.97 },
        accessibility: { score: 1 },
        'best-practices': { score: null },
        seo: { score: 1 },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 1234 },
        'cumulative-layout-shift': { numericValue: 0.01 },
        'total-blocking-time': { numericValue: 20 },
        'total-byte-weight': { numericValue: 150_000 },
      },
    });
    expect(scores).toEqual({
      ...perfect,
      performance: 0.97,
      bestPractices: 0,
      lcpMs: 1234,
      cls: 0.01,
      tbtMs: 20,
    });
  });

  it('takes the run with the median LCP', () => {
    const runs = [1500, 900, 1100].map((lcpMs) => ({ ...perfect, lcpMs }));
    expect(medianRun(runs).lcpMs).toBe(1100);
    expect(
      medianRun([
        { ...perfect, lcpMs: 5 },
        { ...perfect, lcpMs: 7 },
      ]).lcpMs,
    ).toBe(5);
    expect(() => medianRun([])).toThrow('no Lighthouse runs');
  });

  it('lists every missed target', () => {
    expect(misses(perfect, { lcpRatio: 1.1, scriptlessLcpRatio: 1.05, landing: true })).toEqual([]);
    expect(
      misses(
        { ...perfect, performance: 0.9, seo: 0.92, cls: 0.05, transferBytes: 230_400 },
        { lcpRatio: 1.3, scriptlessLcpRatio: 1.25, landing: true },
      ),
    ).toEqual([
      'performance 0.9',
      'SEO 0.92',
      'CLS 0.050',
      'LCP ratio 1.30',
      'LCP / scriptless LCP 1.25',
      '230 KB transferred',
    ]);
    // Only a landing page is held to the weight budget.
    expect(misses({ ...perfect, transferBytes: 400_000 })).toEqual([]);
  });
});
