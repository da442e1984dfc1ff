import { randomUUID } from 'node:crypto';
import { adminDb } from '@/lib/firebase';
import { currentUnsubscribeKey, INVALID_UNSUBSCRIBE_LINK, unsubscribeUrl } from '@/lib/mail';
import { GET, POST } from '../unsubscribe/route';

/**
 * The one-click unsubscribe route against the stack's Firestore: only a POST of
 * List-Unsubscribe=One-Click on a link as signed changes anything, and only its one topic.
 */
const memberDocOf = (email: string) => adminDb().doc(`users/${email}`);
const mailOf = async (email: string) => (await memberDocOf(email).get()).get('mail') as unknown;

const ONE_CLICK = 'List-Unsubscribe=One-Click';
const post = (link: string, body?: string) =>
  POST(
    new Request(link, {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }),
    }),
  );

it('a one-click POST turns that topic off; a GET, a changed link or no body changes nothing', async () => {
  const email = `unsubscribe.${randomUUID()}@example.com`;
  await memberDocOf(email).set({ courseIds: [] });
  const link = unsubscribeUrl('http://localhost', currentUnsubscribeKey(), email, 'announcements');

  const opened = await GET(new Request(link));
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe(`/unsubscribe${new URL(link).search}`);
  expect(await mailOf(email)).toBeUndefined();

  const tampered = link.replace(/s=([\w-])/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
  for (const changed of [tampered, link.replace('announcements', 'reminders')]) {
    const refused = await post(changed, ONE_CLICK);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: INVALID_UNSUBSCRIBE_LINK });
  }
  const noBody = await post(link);
  expect(noBody.status).toBe(400);
  expect(await noBody.json()).toEqual({
    error: 'A one-click unsubscribe posts the body List-Unsubscribe=One-Click.',
  });
  expect(await mailOf(email)).toBeUndefined();

  const oneClick = await post(link, ONE_CLICK);
  expect(oneClick.status).toBe(200);
  expect(await oneClick.json()).toEqual({ unsubscribed: 'announcements' });
  expect(await mailOf(email)).toEqual({ announcements: false });
});
