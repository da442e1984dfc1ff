import { randomUUID } from 'node:crypto';
import { fetchAnnouncement, getMemberAnnouncementsOrEmpty } from '..';
import { MEMBERS } from '../../../dev/generators/demo-content/members';
import { addMember } from '../../accounts';
import { fetchMemberRecord } from '../../members';

/**
 * The seeded demo announcement against the stack the test run started, listed for each
 * member the way /home/announcements lists it: from the member's record, through the
 * cached list (read afresh here, outside Next's cache) and the audience rule.
 */
jest.setTimeout(60_000);
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work, updateTag: jest.fn() }));

const DEMO = 'demo-welcome';

async function listedFor(email: string) {
  const { courseIds } = await fetchMemberRecord(email);
  return getMemberAnnouncementsOrEmpty(courseIds, '/home/announcements');
}

test('the demo announcement reaches member@example.com only', async () => {
  const stored = await fetchAnnouncement(DEMO);
  expect(stored).toMatchObject({ courseIds: ['course-candlesticks'] });
  // Outside the audience, though with a course the demo member has too.
  const outsider = `ann-demo-outsider-${randomUUID().slice(0, 8)}@example.com`;
  await addMember(outsider, { courses: ['course-market-basics'] });

  const members = [...MEMBERS.map((member) => member.email), outsider];
  const lists = await Promise.all(members.map(listedFor));
  const reached = members.filter((_, i) => lists[i]!.some((a) => a.id === DEMO));
  expect(reached).toEqual(['member@example.com']);
  const shown = lists[members.indexOf('member@example.com')]!.find((a) => a.id === DEMO);
  expect(shown).toMatchObject({ title: stored!.title, markdown: stored!.markdown });
});
