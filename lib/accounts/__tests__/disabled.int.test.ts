import { randomUUID } from 'node:crypto';
import { feedTokenHash } from '../../calendar/feed-token';
import { fetchFeedOwner } from '../../calendar/feeds';
import { adminDb } from '../../firebase';
import { fetchMailAudience } from '../../mail/audience';
import { isSessionOpen } from '../../members/record';
import { fetchMemberRecord, recordSessionOpened } from '../../members/store';
import { addMember, describeMember, setDisabled } from '../provisioning';

/**
 * Against the stack: a disabled member is off everywhere the app looks, from the record
 * the disable writes (no session, no calendar feed, no e-mail), and enabling restores it.
 */
jest.setTimeout(60_000);
jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  unstable_cache: (work: unknown) => work,
}));

test('disabling turns the session, the calendar feed and every e-mail off; enabling restores them', async () => {
  const run = randomUUID().slice(0, 8);
  const email = `disabled-${run}@example.com`;
  const course = `course-disabled-${run}`;
  const { uid } = await addMember(email, { password: 'Secret-123', courses: [course] });
  const token = `feed-${run}`;
  await adminDb()
    .doc(`users/${email}`)
    .update({ calendarFeed: feedTokenHash(token) });
  const session = { id: `session-${run}`, expiresAt: Date.now() + 3_600_000 };
  const isOn = async () => {
    const record = await fetchMemberRecord(email);
    return {
      session: isSessionOpen(record, { uid, id: session.id }, Date.now()),
      feed: (await fetchFeedOwner(feedTokenHash(token)))?.email ?? null,
      mail: (await fetchMailAudience([course], 'announcements')).some((to) => to.email === email),
      console: !(await describeMember(email, { catalog: { courses: [] } as never })).disabled,
    };
  };
  expect(await recordSessionOpened({ uid, email }, session)).toBe(true);
  expect(await isOn()).toEqual({ session: true, feed: email, mail: true, console: true });

  await setDisabled(email, true);
  expect((await adminDb().doc(`users/${email}`).get()).get('disabled')).toBe(true);
  // Even a session recorded after the disable (a sign-in racing it) opens nothing.
  await recordSessionOpened({ uid, email }, session);
  expect(await isOn()).toEqual({ session: false, feed: null, mail: false, console: false });

  await setDisabled(email, false);
  await recordSessionOpened({ uid, email }, session);
  expect(await isOn()).toEqual({ session: true, feed: email, mail: true, console: true });
});
