import { randomUUID } from 'node:crypto';
import { messagesTo } from '../../../dev/test-run/mail';
import { addMember } from '../../accounts';
import { byOperator } from '../../audit';
import { adminDb } from '../../firebase';
import { fetchCourseMemberEmails } from '../../grants';
import { closeMailTransport } from '../../mail';
import { queueAnnouncementMail } from '../audience';
import { createAnnouncement, fetchAnnouncement, fetchAnnouncements } from '../store';

/** Against the running stack: Firestore, Auth and the mail catcher SMTP_URL points at. */
jest.setTimeout(120_000);

const run = randomUUID().slice(0, 8);
const course = `int-ann-${run}`;
const other = `int-ann-other-${run}`;
const email = (label: string) => `ann-${label}-${run}@example.com`;

afterAll(() => closeMailTransport());

beforeAll(async () => {
  await addMember(email('reader'), { courses: [course] });
  await addMember(email('both'), { courses: [other, course] });
  await addMember(email('quiet'), { courses: [course] });
  await adminDb()
    .doc(`users/${email('quiet')}`)
    .update({ 'mail.announcements': false });
  await addMember(email('outsider'), { courses: [other] });
});

it('finds the members of a course through the course summary', async () => {
  expect(await fetchCourseMemberEmails([course])).toEqual(
    [email('both'), email('quiet'), email('reader')].sort(),
  );
  expect(await fetchCourseMemberEmails([course, other])).toHaveLength(4);
});

it('stores an announcement with its audit entry and lists it newest first', async () => {
  const by = byOperator(`op-${run}@example.com`);
  const first = await createAnnouncement(
    { title: `First ${run}`, markdown: 'one', courseIds: [course] },
    by,
    Date.now() - 1000,
  );
  const second = await createAnnouncement(
    { title: `Second ${run}`, markdown: '**two**', courseIds: [] },
    by,
  );
  expect(await fetchAnnouncement(first.id)).toEqual(first);
  expect(first).toMatchObject({ courseIds: [course], by: by.actor, markdown: 'one' });
  const ids = (await fetchAnnouncements()).map((a) => a.id);
  expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
  expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

  const audit = await adminDb()
    .collection('auditLog')
    .where('grant', '==', `announcement:${first.id}`)
    .get();
  expect(audit.docs.map((doc) => doc.data())).toEqual([
    expect.objectContaining({
      action: 'announcement published',
      actor: by.actor,
      source: 'admin console',
      member: '',
      detail: `"First ${run}" to courses ${course}`,
    }),
  ]);
});

it('publish → one e-mail per member of the audience who wants them, once', async () => {
  const announcement = await createAnnouncement(
    { title: `Clinic ${run}`, markdown: 'Bring **questions**.', courseIds: [course] },
    byOperator('op@example.com'),
  );
  expect(await queueAnnouncementMail(announcement)).toEqual({
    queued: 2,
    duplicate: 0,
    failed: 0,
  });
  // Again (a retry, a second instance): nothing is queued twice.
  expect(await queueAnnouncementMail(announcement)).toEqual({
    queued: 0,
    duplicate: 2,
    failed: 0,
  });

  for (const to of [email('reader'), email('both')]) {
    const messages = await messagesTo(to);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: `Clinic ${run}` });
    expect(messages[0]!.text).toContain('Bring questions.');
    expect(messages[0]!.html).toContain('<strong>questions</strong>');
    expect(messages[0]!.headers['list-unsubscribe']).toMatch(/^<https?:\/\/.+>$/);
    expect(messages[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  }
  expect(await messagesTo(email('quiet'))).toEqual([]);
  expect(await messagesTo(email('outsider'))).toEqual([]);
  const outbox = await adminDb()
    .collection('mailOutbox')
    .where('id', '==', `announcement:${announcement.id}:${email('reader')}`)
    .get();
  expect(outbox.size).toBe(1);
});
