import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import { contentfulClient } from '../contentful';
import { fetchCatalog, fetchClassBodies } from '../queries';
import type { RawClass } from '../raw';
import { reshapeClassBody } from '../reshape';
import type { ClassBody } from '../types';

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
    // Unnamed: the pages word it in the reader's language (members.courses.uncategorized).
    expect(byId['course-gold-playbook']?.category).toEqual({
      id: 'uncategorized',
      name: null,
      order: 0,
    });
    expect(byId['course-untitled']?.title).toBeNull();
    expect(byId['course-trading-mindset']?.description).toBeNull();
    expect(byId['course-trading-mindset']?.image).toBeNull();
  });

  it("reads each class's release days and first publication through the SDK", async () => {
    const { courses } = await fetchCatalog();
    const classes = Object.fromEntries(
      courses.flatMap((course) => course.classes).map((c) => [c.id, c]),
    );
    expect(classes['class-trading-mindset-1']).toMatchObject({
      releaseAfterDays: 14,
      opensAt: null,
    });
    expect(classes['class-trading-mindset-3']?.releaseAfterDays).toBe(7);
    expect(classes['class-trading-mindset-2']?.releaseAfterDays).toBe(0);
    expect(classes['class-gold-playbook-4']?.publishedAt).toBe(Date.parse('2025-06-02T09:00:00Z'));
    expect(classes['class-gold-playbook-1']?.publishedAt).toBe(Date.parse('2025-01-01T00:00:00Z'));
  });
});

/** One class read on its own, as the app read bodies before the bulk read: the yardstick. */
async function oneClassBody(classId: string): Promise<ClassBody> {
  const page = await contentfulClient().getEntries({
    content_type: 'class',
    'sys.id': classId,
    include: 1,
    limit: 1,
  });
  return reshapeClassBody(page.items[0] as unknown as RawClass | undefined);
}

const nodesOf = (body: ClassBody) => {
  const found: { nodeType: string; data: Record<string, unknown> }[] = [];
  const walk = (node: { nodeType: string; data: Record<string, unknown>; content?: unknown[] }) => {
    found.push(node);
    for (const child of node.content ?? []) walk(child as typeof node);
  };
  if (body) walk(body as never);
  return found;
};

describe('fetchClassBodies', () => {
  it("holds every published class's rich text, as each class read on its own gives it", async () => {
    const bodies = await fetchClassBodies();
    const classIds = (await fetchCatalog()).courses.flatMap((c) => c.classes.map((k) => k.id));
    expect(classIds.length).toBeGreaterThan(10);
    for (const id of classIds) expect(bodies.get(id)).toEqual(await oneClassBody(id));
    expect(bodies.get('class-market-basics-1')?.nodeType).toBe(BLOCKS.DOCUMENT);
  });

  it('reads the same over many small pages: links to classes on other pages still resolve', async () => {
    const whole = await fetchClassBodies();
    const paged = await fetchClassBodies('en', 3);
    expect(paged.size).toBe(whole.size);
    expect(Object.fromEntries(paged)).toEqual(Object.fromEntries(whole));
    // class-risk-management-1 links to class-market-basics-1, which sorts onto an earlier page.
    const link = nodesOf(paged.get('class-risk-management-1')!).find(
      (node) => node.nodeType === INLINES.ENTRY_HYPERLINK,
    );
    expect(link?.data).toEqual({
      target: { sys: { id: 'class-market-basics-1', type: 'Link', linkType: 'Entry' } },
    });
  });

  it('resolves embedded assets to their files', async () => {
    const bodies = await fetchClassBodies();
    const embedded = nodesOf(bodies.get('class-market-basics-2')!).find(
      (node) => node.nodeType === BLOCKS.EMBEDDED_ASSET,
    );
    expect(embedded?.data.target).toMatchObject({
      id: 'diagram-candle-anatomy',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/files\//),
    });
  });

  it('holds no class that does not exist, and no other content type', async () => {
    const bodies = await fetchClassBodies();
    expect(bodies.has('no-such-class')).toBe(false);
    expect(bodies.has('course-market-basics')).toBe(false);
  });
});
