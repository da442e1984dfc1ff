import { renderToStaticMarkup } from 'react-dom/server';
import { freshImport, HOSTED_ENV, withEnv } from '@/dev/test-run/jest-env';

// No request scope or Firestore under Jest: the cookies and the one read are given here.
const jar = { has: jest.fn<boolean, [string]>() };
jest.mock('next/headers', () => ({ cookies: async () => jar }));
const get = jest.fn(async () => ({ exists: false }));
const doc = jest.fn<{ get: typeof get }, [string]>(() => ({ get }));
jest.mock('@/lib/firebase', () => ({ adminDb: () => ({ doc }) }));

/** The floor as a fresh module under `env`, since lib/env reads the environment once. */
const renderUnder = (env: Record<string, string>) =>
  withEnv(env, async () => {
    const { FirestoreFloor } = await freshImport(() => import('../firestore-floor'));
    return renderToStaticMarkup(await FirestoreFloor());
  });

describe('the bench floor with one Firestore read', () => {
  beforeEach(() => jest.clearAllMocks());

  it('is a 404 where the app does not run on the local stack, and reads nothing', async () => {
    jar.has.mockReturnValue(true);
    await expect(renderUnder(HOSTED_ENV)).rejects.toMatchObject({
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
