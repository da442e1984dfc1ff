import { fetchCourses, IDS_PER_REQUEST } from '../queries';

/** Against the local Contentful server holding the demo export (content/export.json). */
describe('fetchCourses', () => {
  it('returns exactly the asked courses with categories, classes and materials resolved', async () => {
    const courses = await fetchCourses(['course-candlesticks', 'course-market-basics']);
    expect(courses.map((c) => c.id).sort()).toEqual(['course-candlesticks', 'course-market-basics']);
    const basics = courses.find((c) => c.id === 'course-market-basics')!;
    expect(basics.title).toBe('How Markets Move');
    expect(basics.category).toEqual({ id: 'cat-foundations', name: 'Trading Foundations', order: 1 });
    expect(basics.image?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/images\.ctfassets\.net\//);
    expect(basics.classes.length).toBeGreaterThanOrEqual(3);
    const orders = basics.classes.map((c) => c.order ?? Infinity);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(basics.classes.flatMap((c) => c.materials).length).toBeGreaterThan(0);
  });

  it('maps a course without a category to Uncategorized and keeps missing texts as null', async () => {
    const courses = await fetchCourses(['course-gold-playbook', 'course-untitled', 'course-trading-mindset']);
    const byId = Object.fromEntries(courses.map((c) => [c.id, c]));
    expect(byId['course-gold-playbook']?.category).toEqual({ id: 'uncategorized', name: 'Uncategorized', order: 0 });
    expect(byId['course-untitled']?.title).toBeNull();
    expect(byId['course-trading-mindset']?.description).toBeNull();
    expect(byId['course-trading-mindset']?.image).toBeNull();
  });

  it('ignores unknown and malformed ids', async () => {
    const courses = await fetchCourses(['course-candlesticks', 'no-such-course', 'bad id/../x']);
    expect(courses.map((c) => c.id)).toEqual(['course-candlesticks']);
    expect(await fetchCourses([])).toEqual([]);
  });

  it('finds a course among more ids than one request carries', async () => {
    const filler = Array.from({ length: IDS_PER_REQUEST + 5 }, (_, i) => `missing-${i}`);
    const courses = await fetchCourses([...filler, 'course-candlesticks']);
    expect(courses.map((c) => c.id)).toEqual(['course-candlesticks']);
  });
});
