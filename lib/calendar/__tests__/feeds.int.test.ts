import { randomUUID } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { addMember, revokeCourses } from '../../accounts/provisioning';
import { adminDb } from '../../firebase/admin';
import { fetchMemberRecord } from '../../members';
import { feedTokenHash } from '../feed-token';
import { fetchFeedOwner, loadFeedOwner, resetCalendarFeed } from '../feeds';

/** The feed's token store against the running stack. */
jest.setTimeout(60_000);
jest.mock('next/cache', () => ({
  unstable_cache: (work: unknown) => work,
  revalidateTag: jest.fn(),
}));

const email = () => `feed-${randomUUID().slice(0, 8)}@example.com`;

describe('calendar feeds', () => {
  it('gives a member a token whose hash alone is stored, and finds them by it', async () => {
    const member = email();
    await adminDb()
      .doc(`users/${member}`)
      .set({ courses: ['course-a'] });
    expect((await fetchMemberRecord(member)).hasCalendarFeed).toBe(false);
    const token = await resetCalendarFeed(member);
    const stored = (await adminDb().doc(`users/${member}`).get()).data()!;
    expect(stored.calendarFeed).toBe(feedTokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await fetchMemberRecord(member)).hasCalendarFeed).toBe(true);
    const owner = await loadFeedOwner(token);
    expect(owner?.email).toBe(member);
    expect(owner?.grants.manual?.courses).toEqual(['course-a']);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('ends the old token on a reset and expires its cache entry', async () => {
    const member = email();
    await adminDb()
      .doc(`users/${member}`)
      .set({ courses: ['course-a'] });
    const first = await resetCalendarFeed(member);
    const second = await resetCalendarFeed(member);
    expect(second).not.toBe(first);
    expect(await fetchFeedOwner(feedTokenHash(first))).toBeNull();
    expect((await fetchFeedOwner(feedTokenHash(second)))?.email).toBe(member);
    expect(revalidateTag).toHaveBeenCalledWith(`calendar-feed:${feedTokenHash(first)}`, {
      expire: 0,
    });
  });

  it('finds nobody for an unknown token', async () => {
    expect(await fetchFeedOwner(feedTokenHash('x'.repeat(43)))).toBeNull();
  });

  it('reads the grants as they are now, so a member who lost access has none', async () => {
    const member = email();
    await adminDb()
      .doc(`users/${member}`)
      .set({ courses: ['course-a'] });
    const token = await resetCalendarFeed(member);
    await adminDb().doc(`users/${member}`).set({ courses: [] }, { merge: true });
    expect((await loadFeedOwner(token))?.grants.manual?.courses).toEqual([]);
  });

  it("expires the feed's entry when the member's grants change, through their one write path", async () => {
    const member = email();
    await addMember(member, { password: 'Secret-123', courses: ['course-candlesticks'] });
    const token = await resetCalendarFeed(member);
    expect((await loadFeedOwner(token))?.grants.manual?.courses).toEqual(['course-candlesticks']);
    jest.mocked(revalidateTag).mockClear();
    await revokeCourses(member, ['course-candlesticks']);
    expect(revalidateTag).toHaveBeenCalledWith(`calendar-feed:${feedTokenHash(token)}`, {
      expire: 0,
    });
    expect((await loadFeedOwner(token))?.grants.manual?.courses).toEqual([]);
  });
});
