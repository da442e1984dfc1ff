import { renderToStaticMarkup } from 'react-dom/server';
import { freshImport, HOSTED_ENV, withEnv } from '@/dev/test-run/jest-env';

// No request scope under Jest: the request's cookies are given here.
const jar = { has: jest.fn<boolean, [string]>() };
jest.mock('next/headers', () => ({ cookies: async () => jar }));
// Loaded afresh per test (below), next/link would bring its own copy of React.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, ...props }: { href: string }) => <a href={href} {...props} />,
}));

type Page = (props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) => Promise<React.ReactElement>;

/** The page as a fresh module under `env`, since lib/env reads the environment once. */
const renderUnder = (env: Record<string, string>, blocks?: string) =>
  withEnv(env, async () => {
    const page = (await freshImport(() => import('../page'))).default as unknown as Page;
    return renderToStaticMarkup(await page({ searchParams: Promise.resolve({ blocks }) }));
  });

const LOCAL = { LOCAL_STACK: 'true' };
const rows = (html: string) => html.match(/<li /g)?.length ?? 0;

describe('the sized bench floor page', () => {
  beforeEach(() => jar.has.mockImplementation((name) => name === '__session'));

  it('is a 404 where the app does not run on the local stack', async () => {
    await expect(renderUnder(HOSTED_ENV, '3')).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });

  it('renders the floor line and as many fixed blocks as asked for', async () => {
    const html = await renderUnder(LOCAL, '3');
    expect(html).toContain('bench floor: session cookie');
    expect(rows(html)).toBe(3);
    expect(html).toContain('Block 2: fixed text standing in for a title');
  });

  it('keeps the count within 0..400 and reads anything else as none', async () => {
    expect(rows(await renderUnder(LOCAL))).toBe(0);
    expect(rows(await renderUnder(LOCAL, 'many'))).toBe(0);
    expect(rows(await renderUnder(LOCAL, '-5'))).toBe(0);
    expect(rows(await renderUnder(LOCAL, '100000'))).toBe(400);
  });
});
