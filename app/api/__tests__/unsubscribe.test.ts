import { GET, POST } from '../unsubscribe/route';

/** The one-click route when the save fails: a person back on the page, a mail client told why. */
jest.mock('@/lib/mail', () => ({
  INVALID_UNSUBSCRIBE_LINK: 'invalid link',
  readUnsubscribeLink: () => ({ address: 'ann@example.com', topic: 'announcements' }),
  turnOffTopic: jest.fn(async () => {
    throw new Error('firestore unavailable');
  }),
}));
jest.mock('@/lib/log', () => ({ log: jest.fn() }));

/**
 * As `next start` hands a route handler its request behind a load balancer: the URL names
 * the server's own host and port (Next's resolve-routes), the Host header the site's.
 */
const SERVER_URL = 'http://localhost:3000/api/unsubscribe?a=x&t=announcements&s=sig';
const SITE_HOST = { host: 'academy.example' };

const post = (body: string) =>
  POST(
    new Request(SERVER_URL, {
      method: 'POST',
      headers: { ...SITE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
  );

it("a link opened from an e-mail leads to the page on the site it was opened on, not the server's own host", async () => {
  const response = await GET(new Request(SERVER_URL, { headers: SITE_HOST }));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/unsubscribe?a=x&t=announcements&s=sig');
});

it("the page's own button: back to the page, which says in the reader's language to try again", async () => {
  const response = await post('List-Unsubscribe=One-Click&from=page');
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(
    '/unsubscribe?a=x&t=announcements&s=sig&done=failed',
  );
});

it('a mail client’s one-click POST: 503 with the reason, no stack', async () => {
  const response = await post('List-Unsubscribe=One-Click');
  expect(response.status).toBe(503);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({
    error: 'Your choice could not be saved just now. Please try again.',
  });
  expect(text).not.toContain('firestore unavailable');
});
