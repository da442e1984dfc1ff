import { renderToStaticMarkup } from 'react-dom/server';
import { FirestoreFloor } from '../firestore-floor';

// No request scope or Firestore under Jest: the cookies and the one read are given here.
const jar = { has: jest.fn<boolean, [string]>() };
jest.mock('next/headers', () => ({ cookies: async () => jar }));
const get = jest.fn(async () => ({ exists: false }));
const doc = jest.fn<{ get: typeof get }, [string]>(() => ({ get }));
jest.mock('@/lib/firebase', () => ({ adminDb: () => ({ doc }) }));

describe('the bench floor with one Firestore read', () => {
  it('awaits one read and renders the floor marker with its outcome', async () => {
    jar.has.mockImplementation((name) => name === '__session');
    expect(renderToStaticMarkup(await FirestoreFloor())).toBe(
      '<p>bench floor: session cookie; read no document</p>',
    );
    expect(doc).toHaveBeenCalledWith('bench/floor');
    expect(get).toHaveBeenCalledTimes(1);
  });
});
