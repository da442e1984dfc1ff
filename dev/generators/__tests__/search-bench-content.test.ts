import { readFileSync } from 'node:fs';
import { richTextToPlainText } from '../../../lib/content/client';
import type { SpaceExport } from '../../stand-ins/contentful/export-file';
import {
  BENCH_COURSE_PREFIX,
  lessonText,
  LOCKED_PER_COURSE,
  searchBenchExport,
} from '../search-bench-content';
import { mulberry32 } from '../seeded-random';

const base = JSON.parse(readFileSync('content/export.json', 'utf8')) as SpaceExport;
const L = 'en-US';

describe('searchBenchExport', () => {
  const space = searchBenchExport(base, { classes: 45, perCourse: 20, seed: 3 });
  const added = (space.entries ?? []).slice((base.entries ?? []).length);
  const classes = added.filter((e) => e.sys.contentType.sys.id === 'class');
  const courses = added.filter((e) => e.sys.contentType.sys.id === 'course');

  it('adds the classes asked for, in courses of perCourse, after the demo content', () => {
    expect(space.entries!.slice(0, base.entries!.length)).toEqual(base.entries);
    expect(classes).toHaveLength(45);
    expect(courses.map((c) => c.sys.id)).toEqual(
      [1, 2, 3].map((n) => `${BENCH_COURSE_PREFIX}${n}`),
    );
    const linked = courses.flatMap((c) =>
      (c.fields.classes![L] as Array<{ sys: { id: string } }>).map((l) => l.sys.id),
    );
    expect(linked).toEqual(classes.map((c) => c.sys.id));
  });

  it('is the same space for the same seed, another for another', () => {
    expect(searchBenchExport(base, { classes: 45, seed: 3 })).toEqual(space);
    expect(searchBenchExport(base, { classes: 45, seed: 4 })).not.toEqual(space);
  });

  it('gives each class a title, a lesson of a few hundred words and maybe a real material', () => {
    const assets = new Set((base.assets ?? []).map((a) => a.sys.id));
    for (const entry of classes) {
      expect(entry.fields.title![L]).toMatch(/^\S+( \S+){1,3}$/);
      const words = richTextToPlainText(entry.fields.content![L] as never).split(/\s+/).length;
      expect(words).toBeGreaterThan(80);
      expect(words).toBeLessThan(1200);
      for (const m of (entry.fields.classMaterials?.[L] ?? []) as Array<{ sys: { id: string } }>)
        expect(assets.has(m.sys.id)).toBe(true);
    }
  });

  it('locks the last classes of each course, a week apart', () => {
    const days = classes.slice(0, 20).map((c) => c.fields.releaseAfterDays?.[L] ?? 0);
    expect(days.slice(0, 20 - LOCKED_PER_COURSE).every((d) => d === 0)).toBe(true);
    expect(days.slice(20 - LOCKED_PER_COURSE)).toEqual([7, 14, 21]);
  });
});

describe('lessonText', () => {
  it('is rich text with headings, paragraphs and bold words', () => {
    const document = lessonText(mulberry32(1));
    const types = new Set(document.content.map((n) => n.nodeType));
    expect(types.has('heading-2' as never)).toBe(true);
    expect(types.has('paragraph' as never)).toBe(true);
    expect(JSON.stringify(document)).toContain('"type":"bold"');
  });
});
