import { renderToStaticMarkup } from 'react-dom/server';
import { freshImport, HOSTED_ENV, withEnv } from '@/dev/test-run/jest-env';

// No request scope under Jest: the request's cookies are given here.
const jar = { has: jest.fn<boolean, [string]>() };
jest.mock('next/headers', () => ({ cookies: async () => jar }));

/** The page as a fresh module under `env`, since lib/env reads the environment once. */
const renderUnder = (env: Record<string, string>) =>
  withEnv(env, async () => {
    const page = (await freshImport(() => import('../page'))).default;
    return renderToStaticMarkup(await page());
  });

describe('the bench floor page', () => {
  it('is a 404 for real visitors, where the app does not run on the local stack', async () => {
    jar.has.mockReturnValue(true);
    await expect(renderUnder(HOSTED_ENV)).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });

  it('renders one element telling whether the session cookie came, on the local stack', async () => {
    jar.has.mockImplementation((name) => name === '__session');
    expect(await renderUnder({ LOCAL_STACK: 'true' })).toBe('<p>bench floor: session cookie</p>');
    jar.has.mockReturnValue(false);
    expect(await renderUnder({ LOCAL_STACK: 'true' })).toBe('<p>bench floor: no cookie</p>');
  });
});
