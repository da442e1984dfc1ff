import { randomUUID } from 'node:crypto';
import { adminDb } from '../../firebase/admin';
import { courseAccessStart } from '../../grants/release';
import { grantsOfRecord } from '../../members/grants';
import { addMember, grantCourses, revokeCourses } from '../provisioning';

/**
 * Against the running stack: a course given by hand to a member who already had one counts
 * its drip days from when it was given, not from the manual grant's start.
 */
jest.setTimeout(60_000);
jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  unstable_cache: (work: unknown) => work,
}));

const by = { actor: 'cli:test', source: 'course-since test' };

it('records when a course joins the manual grant after its start', async () => {
  const email = `since-${randomUUID().slice(0, 8)}@example.com`;
  await addMember(email, { courses: ['course-a'], by });
  const started = grantsOfRecord((await adminDb().doc(`users/${email}`).get()).data()).manual!;
  expect(started.since).toEqual(expect.any(Number));
  const before = Date.now();
  await grantCourses(email, ['course-b'], by);
  const data = (await adminDb().doc(`users/${email}`).get()).data()!;
  const manual = grantsOfRecord(data).manual!;
  expect(manual.since).toBe(started.since);
  expect(manual.courseSince?.['course-b']).toBeGreaterThanOrEqual(before);
  expect(manual.courseSince).not.toHaveProperty('course-a');
  const now = Date.now();
  expect(courseAccessStart(grantsOfRecord(data), 'course-a', now)).toBe(started.since);
  expect(courseAccessStart(grantsOfRecord(data), 'course-b', now)).toBeGreaterThanOrEqual(before);
});

it('counts every course from the new start when an emptied manual grant is given again', async () => {
  const email = `restart-${randomUUID().slice(0, 8)}@example.com`;
  await addMember(email, { courses: ['course-a'], by });
  await grantCourses(email, ['course-b'], by);
  await revokeCourses(email, ['course-a', 'course-b'], by);
  const restarted = Date.now();
  await grantCourses(email, ['course-b'], by);
  const data = (await adminDb().doc(`users/${email}`).get()).data()!;
  const manual = grantsOfRecord(data).manual!;
  expect(manual.since).toBeGreaterThanOrEqual(restarted);
  expect(manual.courseSince ?? {}).toEqual({});
  expect(courseAccessStart(grantsOfRecord(data), 'course-b', Date.now())).toBe(manual.since);
});
