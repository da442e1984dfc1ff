import { randomUUID } from 'node:crypto';
import { mulberry32 } from '../../../dev/generators/seeded-random';
import { migrateMembers } from '../../accounts/migrate';
import { addMember, grantCourses, revokeCourses } from '../../accounts/provisioning';
import { adminDb } from '../../firebase/admin';
import { fetchCourseCounts } from '../../grants/course-members';
import { NO_END } from '../../grants/course-summary';
import { parseMemberRecord } from '../../members/record';
import { applyExternalGrantOnce } from '../../payments/grant-store';
import { savePosition, setCompleted } from '../../progress/store';

/** The course analytics' counts against the running stack's Firestore stand-in. */
jest.setTimeout(180_000);

const run = randomUUID().slice(0, 8);

it('the Firestore stand-in runs count() with >, in and == on top-level fields', async () => {
  const members = adminDb().collection(`courseMembers/probe-${run}/members`);
  await members.doc('a@example.com').set({ accessUntil: 10, status: 'started' });
  await members.doc('b@example.com').set({ accessUntil: 0, status: 'completed' });
  await members.doc('c@example.com').set({ accessUntil: 20 });
  const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
  expect(await count(members.where('accessUntil', '>', 5))).toBe(2);
  expect(await count(members.where('status', 'in', ['started', 'completed']))).toBe(2);
  expect(await count(members.where('status', '==', 'completed'))).toBe(1);
});

it('~30 random members: the counts equal an independent computation over their records', async () => {
  const random = mulberry32(13);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const courses = ['a', 'b', 'c'].map((id) => ({
    id: `int-course-${run}-${id}`,
    classIds: [`int-class-${run}-${id}1`, `int-class-${run}-${id}2`],
  }));
  const now = Date.now();
  const emails: string[] = [];
  for (let i = 0; i < 30; i++) {
    const email = `counts-${run}-${i}@example.com`;
    emails.push(email);
    const manual = courses.filter(() => random() < 0.5).map((c) => c.id);
    await addMember(email, { courses: manual });
    if (random() < 0.3) await revokeCourses(email, [pick(courses).id]);
    if (random() < 0.3) await grantCourses(email, [pick(courses).id]);
    if (random() < 0.5) {
      // A dated grant, ended or not.
      await applyExternalGrantOnce({
        reference: `counts-${run}-${i}`,
        email,
        actor: 'test',
        grant: {
          courses: [pick(courses).id],
          source: 'manual',
          accessUntil: now + (random() < 0.5 ? -1 : 1) * 86_400_000,
        },
      });
    }
    for (let writes = Math.floor(random() * 5); writes > 0; writes--) {
      const course = pick(courses);
      const classId = pick(course.classIds);
      if (random() < 0.5) await setCompleted(email, course, { classId, completed: random() < 0.8 });
      else
        await savePosition(email, course, {
          classId,
          position: 5,
          duration: 100,
          complete: random() < 0.5,
        });
    }
  }

  const records = await Promise.all(
    emails.map(async (email) =>
      parseMemberRecord((await adminDb().doc(`users/${email}`).get()).data(), Date.now()),
    ),
  );
  const expected = new Map(
    courses.map((course) => {
      const mine = (record: (typeof records)[number]) =>
        [...record.progress.values()].filter((p) => p.courseId === course.id);
      const completed = (record: (typeof records)[number]) =>
        course.classIds.every((id) => record.progress.get(id)?.completed === true);
      return [
        course.id,
        {
          entitled: records.filter((r) => r.courseIds.includes(course.id)).length,
          started: records.filter((r) => mine(r).length > 0).length,
          completed: records.filter(completed).length,
        },
      ];
    }),
  );
  const counts = await fetchCourseCounts(courses.map((c) => c.id));
  expect(counts).toEqual(expected);
  // The data is varied enough to tell the three counts apart.
  const all = [...expected.values()];
  expect(all.some((c) => c.entitled > 0 && c.started > 0 && c.completed > 0)).toBe(true);
  expect(all.some((c) => c.started > c.completed)).toBe(true);
});

it('migrate writes the summary of a record made before summaries existed', async () => {
  const email = `legacy-${run}@example.com`;
  await addMember(email);
  // Written as an older version of the app did: no summary beside it.
  await adminDb()
    .doc(`users/${email}`)
    .set({
      courses: ['course-trading-mindset'],
      grants: {
        'ext:old': { courses: ['course-gold-playbook'], source: 'manual', accessUntil: 1234 },
      },
      progress: Object.fromEntries(
        ['class-trading-mindset-1', 'class-trading-mindset-2', 'class-trading-mindset-3'].map(
          (id) => [
            id,
            { courseId: 'course-trading-mindset', position: 1, duration: 9, completed: true },
          ],
        ),
      ),
    });
  const summary = (course: string) =>
    adminDb().doc(`courseMembers/${course}/members/${email}`).get();
  expect((await summary('course-trading-mindset')).exists).toBe(false);
  const report = await migrateMembers();
  expect(report.summaries).toBeGreaterThanOrEqual(2);
  expect((await summary('course-trading-mindset')).data()).toEqual({
    accessUntil: NO_END,
    status: 'completed',
    half: true,
  });
  expect((await summary('course-gold-playbook')).data()).toEqual({ accessUntil: 1234 });
});
