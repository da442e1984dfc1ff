import {
  classPageVerdicts,
  formatBytesByType,
  medianRun,
  misses,
  scoresOf,
  wrongPage,
  type Scores,
} from '../lighthouse-report';

const perfect: Scores = {
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 900,
  cls: 0,
  tbtMs: 0,
  transferBytes: 150_000,
  bytesByType: {},
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
        'resource-summary': {
          details: {
            items: [
              { resourceType: 'total', transferSize: 150_000 },
              { resourceType: 'font', transferSize: 22_000 },
              { resourceType: 'script', transferSize: 120_000 },
              { resourceType: 'document', transferSize: 8_000 },
              { resourceType: 'image', transferSize: 0 },
              { resourceType: 'third-party', transferSize: 0 },
            ],
          },
        },
      },
    });
    expect(formatBytesByType(scores.bytesByType)).toBe('script 120, font 22, document 8');
    expect(scores).toEqual({
      ...perfect,
      bytesByType: { font: 22_000, script: 120_000, document: 8_000 },
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

  it("holds the class page to its weight, its performance and the landing page's LCP", () => {
    expect(classPageVerdicts({ ...perfect, lcpMs: 1080, transferBytes: 199_600 }, 900)).toEqual([
      'class page transferred: 200 KB (target ≤ 200 KB) met',
      'class page performance: 1 (target ≥ 0.95) met',
      'LCP ratio class page / landing (/): 1.20 (target ≤ 1.2) met',
    ]);
    expect(
      classPageVerdicts(
        { ...perfect, performance: 0.94, lcpMs: 1100, transferBytes: 200_600 },
        900,
      ),
    ).toEqual([
      'class page transferred: 201 KB (target ≤ 200 KB) MISS',
      'class page performance: 0.94 (target ≥ 0.95) MISS',
      'LCP ratio class page / landing (/): 1.22 (target ≤ 1.2) MISS',
    ]);
    // A metric Lighthouse could not measure is not a target met.
    expect(classPageVerdicts({ ...perfect, lcpMs: Number.NaN }, 900)[2]).toMatch(/MISS$/);
  });

  it('tells a signed-in audit that ended anywhere but the page asked for', () => {
    const requested = 'http://127.0.0.1:3150/home?course=c-1&class=k-2';
    expect(wrongPage({ finalDisplayedUrl: requested }, requested)).toBeNull();
    expect(wrongPage({ finalUrl: `${requested}&x=1` }, requested)).toBeNull();
    expect(
      wrongPage(
        {
          finalDisplayedUrl:
            'http://127.0.0.1:3150/login?next=%2Fhome%3Fcourse%3Dc-1%26class%3Dk-2',
        },
        requested,
      ),
    ).toBe(
      'Lighthouse ended on /login?next=%2Fhome%3Fcourse%3Dc-1%26class%3Dk-2 instead of /home?course=c-1&class=k-2: not signed in',
    );
    expect(
      wrongPage({ finalDisplayedUrl: 'http://127.0.0.1:3150/home?course=c-1' }, requested),
    ).toBe(`Lighthouse ended on http://127.0.0.1:3150/home?course=c-1 instead of ${requested}`);
    expect(wrongPage({}, requested)).toBe(`Lighthouse reported no final URL for ${requested}`);
  });
});
