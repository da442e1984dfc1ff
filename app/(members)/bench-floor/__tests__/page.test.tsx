import { renderToStaticMarkup } from 'react-dom/server';

// No request scope under Jest: the request's cookies are given here.
const jar = { has: jest.fn<boolean, [string]>() };
jest.mock('next/headers', () => ({ cookies: async () => jar }));

const hosted = {
  NODE_ENV: 'production',
  SITE_URL: 'https://academy.example.com',
  FIREBASE_PROJECT_ID: 'p',
  FIREBASE_API_KEY: 'k',
  FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  CONTENTFUL_SPACE_ID: 's',
  CONTENTFUL_DELIVERY_TOKEN: 't',
  REVALIDATE_SECRET: 'a-secret-of-sixteen-chars',
};

/** The page as a fresh module under `env`, since lib/env.ts reads the environment once. */
async function renderUnder(env: Record<string, string>): Promise<string> {
  const saved = process.env;
  process.env = { ...env } as NodeJS.ProcessEnv;
  try {
    let page!: () => Promise<React.ReactElement>;
    await jest.isolateModulesAsync(async () => {
      page = (await import('../page')).default;
    });
    return renderToStaticMarkup(await page());
  } finally {
    process.env = saved;
  }
}

describe('the bench floor page', () => {
  it('is a 404 for real visitors, where the app does not run on the local stack', async () => {
    jar.has.mockReturnValue(true);
    await expect(renderUnder(hosted)).rejects.toMatchObject({
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
