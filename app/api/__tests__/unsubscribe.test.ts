import { POST } from '../unsubscribe/route';

/** The one-click route when the save fails: a person back on the page, a mail client told why. */
jest.mock('@/lib/mail', () => ({
  INVALID_UNSUBSCRIBE_LINK: 'invalid link',
  readUnsubscribeLink: () => ({ address: 'ann@example.com', topic: 'announcements' }),
  turnOffTopic: jest.fn(async () => {
    throw new Error('firestore unavailable');
  }),
}));
jest.mock('@/lib/log', () => ({ log: jest.fn() }));

const post = (body: string) =>
  POST(
    new Request('http://localhost/api/unsubscribe?a=x&t=announcements&s=sig', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
  );

it("the page's own button: back to the page, which says in the reader's language to try again", async () => {
  const response = await post('List-Unsubscribe=One-Click&from=page');
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(
    'http://localhost/unsubscribe?a=x&t=announcements&s=sig&done=failed',
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
