import { renderToStaticMarkup } from 'react-dom/server';
import BenchSizedPage from '../page.bench';

// No request scope under Jest: the request's cookies are given here.
const jar = { has: jest.fn<boolean, [string]>() };
jest.mock('next/headers', () => ({ cookies: async () => jar }));

const render = async (blocks?: string) =>
  renderToStaticMarkup(await BenchSizedPage({ searchParams: Promise.resolve({ blocks }) }));
const rows = (html: string) => html.match(/<li /g)?.length ?? 0;

describe('the sized bench floor page', () => {
  beforeEach(() => jar.has.mockImplementation((name) => name === '__session'));

  it('renders the floor line and as many fixed blocks as asked for', async () => {
    const html = await render('3');
    expect(html).toContain('bench floor: session cookie');
    expect(rows(html)).toBe(3);
    expect(html).toContain('Block 2: fixed text standing in for a title');
    expect(html).toContain('href="/bench-floor/sized?blocks=2"');
  });

  it('keeps the count within 0..400 and reads anything else as none', async () => {
    expect(rows(await render())).toBe(0);
    expect(rows(await render('many'))).toBe(0);
    expect(rows(await render('-5'))).toBe(0);
    expect(rows(await render('100000'))).toBe(400);
  });
});
