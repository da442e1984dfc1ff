import type { SpaceExport } from '../../dev/stand-ins/contentful/export-file';
import {
  classPage,
  courseCatalog,
  distinctSubsets,
  pickOne,
  readCatalog,
  seededRandom,
} from '../course-lists';

const link = (id: string) => ({ sys: { type: 'Link' as const, linkType: 'Entry', id } });
const entry = (id: string, type: string, fields: Record<string, unknown>) => ({
  sys: {
    id,
    type: 'Entry' as const,
    contentType: { sys: { type: 'Link' as const, linkType: 'ContentType' as const, id: type } },
  },
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])),
});

describe('courseCatalog', () => {
  it("lists each course's titled classes in the course's order, and drops courses without one", () => {
    const space: SpaceExport = {
      entries: [
        entry('course-a', 'course', { classes: [link('a-2'), link('a-untitled'), link('a-1')] }),
        entry('course-b', 'course', { classes: [link('a-untitled')] }),
        entry('a-1', 'class', { title: 'First' }),
        entry('a-2', 'class', { title: 'Second' }),
        entry('a-untitled', 'class', {}),
      ],
    };
    expect(courseCatalog(space)).toEqual([
      {
        id: 'course-a',
        classes: [
          { id: 'a-2', title: 'Second' },
          { id: 'a-1', title: 'First' },
        ],
      },
    ]);
  });

  it('reads the demo export: eight courses, each with a class to load', () => {
    const catalog = readCatalog('content/export.json');
    expect(catalog.map((c) => c.id)).toContain('course-market-basics');
    expect(catalog).toHaveLength(8);
    expect(catalog.every((c) => c.classes.length > 0)).toBe(true);
  });
});

describe('classPage', () => {
  const catalog = [{ id: 'course-a', classes: [{ id: 'a-1', title: 'First' }] }];

  it("gives a class's page and the title it shows, and refuses a class the course lacks", () => {
    expect(classPage(catalog, 'course-a', 'a-1')).toEqual({
      classPath: '/home?course=course-a&class=a-1',
      classTitle: 'First',
    });
    expect(() => classPage(catalog, 'course-a', 'a-2')).toThrow('no titled class a-2');
    expect(() => classPage(catalog, 'course-b', 'a-1')).toThrow('in course course-b');
  });
});

describe('seededRandom', () => {
  it('repeats for a seed, differs between seeds, stays in [0, 1)', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(11)).toEqual(draw(11));
    expect(draw(11)).not.toEqual(draw(12));
    expect(draw(3).every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('distinctSubsets', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('draws different non-empty subsets, in the items order, the same for the same seed', () => {
    const subsets = distinctSubsets(items, 10, seededRandom(1));
    expect(subsets).toHaveLength(10);
    expect(new Set(subsets.map((s) => s.join())).size).toBe(10);
    for (const s of subsets) {
      expect(s.length).toBeGreaterThan(0);
      expect(s).toEqual(items.filter((i) => s.includes(i)));
    }
    expect(distinctSubsets(items, 10, seededRandom(1))).toEqual(subsets);
  });

  it('can draw every subset, and refuses to draw more than there are', () => {
    expect(distinctSubsets(items, 15, seededRandom(2))).toHaveLength(15);
    expect(() => distinctSubsets(items, 16, seededRandom(2))).toThrow('only 15');
  });
});

describe('pickOne', () => {
  it('picks by the random draw and refuses an empty list', () => {
    expect(pickOne(['x', 'y', 'z'], () => 0.5)).toBe('y');
    expect(pickOne(['x', 'y', 'z'], () => 0.99)).toBe('z');
    expect(() => pickOne([], () => 0)).toThrow();
  });
});
