import { mulberry32 } from '../../dev/generators/seeded-random';
import {
  againstBudget,
  benchQueries,
  cpuRatios,
  firstSearchRatios,
  indexBuildsIn,
} from '../search-report';

describe('indexBuildsIn', () => {
  it('reads the index builds the app logged, skipping every other line', () => {
    const output = [
      '▲ Next.js 16',
      '{"level":"info","message":"search index built","classes":2032,"ms":412,"readMs":950}',
      '{"level":"info","message":"content cache revalidated"}',
      '{"level":"info","message":"search index built","classes":2032,"ms":380,"readMs":800}',
      '{"level":"info","message":"search index built","classes":20',
    ].join('\n');
    expect(indexBuildsIn(output)).toEqual([
      { classes: 2032, ms: 412, readMs: 950 },
      { classes: 2032, ms: 380, readMs: 800 },
    ]);
  });
});

describe('benchQueries', () => {
  it('mixes one word, two words and first letters, all from the vocabulary', () => {
    const words = ['candlestick', 'momentum', 'résumé'];
    const queries = benchQueries(words, 6, mulberry32(5));
    expect(queries).toHaveLength(6);
    expect(words).toContain(queries[0]);
    expect(queries[1]!.split(' ').every((w) => words.includes(w))).toBe(true);
    expect(words.some((w) => w.startsWith(queries[2]!) && queries[2]!.length <= 4)).toBe(true);
    expect(benchQueries(words, 6, mulberry32(5))).toEqual(queries);
  });
});

describe('cpuRatios and againstBudget', () => {
  it('holds the worst round against the budget', () => {
    const { ratios, worst } = cpuRatios([
      { floorMs: 2, classMs: 4, searchMs: 3 },
      { floorMs: 2, classMs: 4, searchMs: 5 },
    ]);
    expect(ratios).toEqual([1.5, 2.5]);
    expect(worst).toBe(2.5);
    expect(againstBudget(worst, 2)).toEqual({ ratio: 1.25, within: false });
    expect(againstBudget(1.5, 2)).toEqual({ ratio: 0.75, within: true });
    expect(againstBudget(NaN, 2).within).toBe(false);
  });

  it('also holds the worst round of the search over the class page', () => {
    const { toClass, worstToClass } = cpuRatios([
      { floorMs: 2, classMs: 4, searchMs: 3 },
      { floorMs: 2, classMs: 5, searchMs: 6 },
    ]);
    expect(toClass).toEqual([0.75, 1.2]);
    expect(worstToClass).toBe(1.2);
  });
});

describe('firstSearchRatios', () => {
  it("sets each refresh's first search against the class page's next load, the worst held", () => {
    const { ratios, worst } = firstSearchRatios([
      { firstSearchMs: 30, firstClassMs: 900, classMs: 40, againMs: 25 },
      { firstSearchMs: 60, firstClassMs: 900, classMs: 40, againMs: 25 },
    ]);
    expect(ratios).toEqual([0.75, 1.5]);
    expect(worst).toBe(1.5);
    expect(firstSearchRatios([]).worst).toBeNaN();
  });
});
