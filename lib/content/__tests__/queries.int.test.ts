import { BLOCKS } from '@contentful/rich-text-types';
import { fetchCatalog, fetchClassBody } from '../queries';

/** Against the local Contentful server holding the demo export (content/export.json). */
describe('fetchCatalog', () => {
  it('holds every published course with categories, classes and materials, without rich text', async () => {
    const { courses, fetchedAt } = await fetchCatalog();
    expect(fetchedAt).toBeGreaterThan(0);
    expect(courses.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'course-candlesticks',
        'course-market-basics',
        'course-risk-management',
      ]),
    );
    const basics = courses.find((c) => c.id === 'course-market-basics')!;
    expect(basics.title).toBe('How Markets Move');
    expect(basics.category).toEqual({
      id: 'cat-foundations',
      name: 'Trading Foundations',
      order: 1,
    });
    expect(basics.image?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/files\/images\.ctfassets\.net\//,
    );
    expect(basics.classes.length).toBeGreaterThanOrEqual(3);
    const orders = basics.classes.map((c) => c.order ?? Infinity);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(basics.classes.flatMap((c) => c.materials).length).toBeGreaterThan(0);
    expect(JSON.stringify(courses)).not.toContain('"nodeType"');
  });

  it('maps a course without a category to Uncategorized and keeps missing texts as null', async () => {
    const { courses } = await fetchCatalog();
    const byId = Object.fromEntries(courses.map((c) => [c.id, c]));
    expect(byId['course-gold-playbook']?.category).toEqual({
      id: 'uncategorized',
      name: 'Uncategorized',
      order: 0,
    });
    expect(byId['course-untitled']?.title).toBeNull();
    expect(byId['course-trading-mindset']?.description).toBeNull();
    expect(byId['course-trading-mindset']?.image).toBeNull();
  });
});

describe('fetchClassBody', () => {
  it("reads one class's rich text", async () => {
    const body = await fetchClassBody('class-market-basics-1');
    expect(body?.nodeType).toBe(BLOCKS.DOCUMENT);
    expect(body?.content.length).toBeGreaterThan(0);
  });

  it('gives null for unknown and malformed ids', async () => {
    expect(await fetchClassBody('no-such-class')).toBeNull();
    expect(await fetchClassBody('bad id/../x')).toBeNull();
    // A course id is not a class.
    expect(await fetchClassBody('course-market-basics')).toBeNull();
  });
});
