import { randomUUID } from 'node:crypto';
import { fetchMailAudience } from '..';
import { addMember, revokeCourses } from '../../accounts';
import { loadCatalog } from '../../content';
import { adminDb } from '../../firebase';

/**
 * Who gets a mail about something meant for some courses (an announcement, a live session's
 * change), against the running stack's Firestore and Contentful stand-in.
 */
jest.setTimeout(120_000);
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));

const run = randomUUID().slice(0, 8);
const [a, b] = [`audience-a-${run}`, `audience-b-${run}`];
const email = (label: string) => `audience-${label}-${run}@example.com`;

beforeAll(async () => {
  await addMember(email('a'), { courses: [a] });
  await addMember(email('b'), { courses: [b] });
  await addMember(email('both'), { courses: [a, b] });
  await addMember(email('revoked'), { courses: [a] });
  await revokeCourses(email('revoked'), [a]);
  await addMember(email('other'), { courses: [`audience-other-${run}`] });
  await addMember(email('quiet'), { courses: [a] });
  await adminDb()
    .doc(`users/${email('quiet')}`)
    .update({ 'mail.reminders': false });
});

const addresses = async (...args: Parameters<typeof fetchMailAudience>) =>
  (await fetchMailAudience(...args)).map((recipient) => recipient.email);

it('members with an active grant of any of the courses who want the topic', async () => {
  expect(await addresses([a], 'reminders')).toEqual([email('a'), email('both')].sort());
  expect(await addresses([a, b], 'reminders')).toEqual(
    [email('a'), email('b'), email('both')].sort(),
  );
  // The choice is per topic: the member who turned reminders off still gets announcements.
  expect(await addresses([a], 'announcements')).toEqual(
    [email('a'), email('both'), email('quiet')].sort(),
  );
});

it('carries each member’s language and time zone from the record it reads (English, no zone, when none is saved)', async () => {
  await adminDb()
    .doc(`users/${email('b')}`)
    .update({ language: 'ms', timeZone: 'Asia/Kuala_Lumpur' });
  await adminDb()
    .doc(`users/${email('both')}`)
    .update({ language: 'zh', timeZone: 'Not/A_Zone' });
  expect(await fetchMailAudience([a, b], 'reminders')).toEqual([
    { email: email('a'), language: 'en', timeZone: null },
    { email: email('b'), language: 'ms', timeZone: 'Asia/Kuala_Lumpur' },
    { email: email('both'), language: 'zh', timeZone: null },
  ]);
});

it('none checked: every member with access to a catalog course, nobody else', async () => {
  const course = (await loadCatalog()).courses[0]!.id;
  const [member, quiet] = [email('catalog'), email('catalog-quiet')];
  await addMember(member, { courses: [course] });
  await addMember(quiet, { courses: [course] });
  await adminDb().doc(`users/${quiet}`).update({ 'mail.announcements': false });

  const everyone = await addresses([], 'announcements');
  expect(everyone).toContain(member);
  expect(everyone).not.toContain(quiet);
  for (const label of ['a', 'b', 'both', 'revoked', 'other'])
    expect(everyone).not.toContain(email(label));
});
