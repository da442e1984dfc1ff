import { renderToStaticMarkup } from 'react-dom/server';

// No request scope or Firestore under Jest: the cookies and the one read are given here.
const jar = { has: jest.fn<boolean, [string]>() };
jest.mock('next/headers', () => ({ cookies: async () => jar }));
const get = jest.fn(async () => ({ exists: false }));
const doc = jest.fn<{ get: typeof get }, [string]>(() => ({ get }));
jest.mock('@/lib/firebase', () => ({ adminDb: () => ({ doc }) }));

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

/** The floor as a fresh module under `env`, since lib/env.ts reads the environment once. */
async function renderUnder(env: Record<string, string>): Promise<string> {
  const saved = process.env;
  process.env = { ...env } as NodeJS.ProcessEnv;
  try {
    let floor!: () => Promise<React.ReactElement>;
    await jest.isolateModulesAsync(async () => {
      floor = (await import('../firestore-floor')).FirestoreFloor;
    });
    return renderToStaticMarkup(await floor());
  } finally {
    process.env = saved;
  }
}

describe('the bench floor with one Firestore read', () => {
  beforeEach(() => jest.clearAllMocks());

  it('is a 404 where the app does not run on the local stack, and reads nothing', async () => {
    jar.has.mockReturnValue(true);
    await expect(renderUnder(hosted)).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
    expect(get).not.toHaveBeenCalled();
  });

  it('awaits one read and renders the floor marker with its outcome', async () => {
    jar.has.mockImplementation((name) => name === '__session');
    expect(await renderUnder({ LOCAL_STACK: 'true' })).toBe(
      '<p>bench floor: session cookie; read no document</p>',
    );
    expect(doc).toHaveBeenCalledWith('bench/floor');
    expect(get).toHaveBeenCalledTimes(1);
  });
});
