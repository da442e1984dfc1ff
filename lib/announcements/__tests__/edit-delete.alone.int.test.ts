import { randomUUID } from 'node:crypto';
import { messagesTo } from '../../../dev/test-run/mail';
import { addMember } from '../../accounts';
import { byOperator } from '../../audit';
import { adminDb } from '../../firebase';
import { closeMailTransport, outboxDocId } from '../../mail';
import { OUTBOX } from '../../mail/outbox-rules';
import { announcementsFor, unreadCount } from '../client';
import { announcementMail } from '../mail';
import {
  createAnnouncement,
  deleteAnnouncement,
  fetchAnnouncement,
  fetchAnnouncements,
  updateAnnouncement,
} from '../store';

/** Against the running stack: the console's Edit and Delete of an announcement. */
jest.setTimeout(120_000);

const run = randomUUID().slice(0, 8);
const course = `int-annc-${run}`;
const other = `int-annc-other-${run}`;
const by = byOperator(`op-annc-${run}@example.com`);
const reader = `annc-reader-${run}@example.com`;

afterAll(() => closeMailTransport());

beforeAll(async () => {
  await addMember(reader, { courses: [course] });
});

const auditOf = async (id: string) =>
  (await adminDb().collection('auditLog').where('grant', '==', `announcement:${id}`).get()).docs
    .map((doc) => doc.data())
    .sort((a, b) => a.at - b.at);

it('an edit changes title, message and audience, keeps publishedAt, records editedAt and its audit entry, and e-mails nobody', async () => {
  const published = await createAnnouncement(
    { title: `Typo ${run}`, markdown: 'teh clinic', courseIds: [course] },
    by,
    Date.now() - 5000,
  );
  expect(published.editedAt).toBeNull();
  const editedAt = Date.now();
  const saved = await updateAnnouncement(
    published.id,
    { title: `Fixed ${run}`, markdown: 'the clinic', courseIds: [other] },
    by,
    editedAt,
  );
  const expected = {
    ...published,
    title: `Fixed ${run}`,
    markdown: 'the clinic',
    courseIds: [other],
    editedAt,
  };
  expect(saved).toEqual(expected);
  expect(await fetchAnnouncement(published.id)).toEqual(expected);

  expect(await auditOf(published.id)).toEqual([
    expect.objectContaining({ action: 'announcement published' }),
    expect.objectContaining({
      action: 'announcement edited',
      actor: by.actor,
      source: 'admin console',
      member: '',
      at: editedAt,
      detail: `"Fixed ${run}": title "Typo ${run}" → "Fixed ${run}", message, audience courses ${course} → courses ${other}`,
    }),
  ]);
  // Edit never queues e-mail (createAnnouncement does not either: Publish's action does).
  expect(await messagesTo(reader)).toEqual([]);
  const outbox = await adminDb()
    .collection('mailOutbox')
    .where('id', '==', `announcement:${published.id}:${reader}`)
    .get();
  expect(outbox.size).toBe(0);
});

it('an edit of a deleted or unknown announcement changes nothing and says so', async () => {
  const missing = `missing-${run}`;
  expect(
    await updateAnnouncement(missing, { title: 't', markdown: 'm', courseIds: [] }, by),
  ).toBeNull();
  expect((await adminDb().doc(`announcements/${missing}`).get()).exists).toBe(false);
  expect(await auditOf(missing)).toEqual([]);
});

it("a delete takes it out of the list and out of a member's unread count, with its audit entry", async () => {
  const kept = await createAnnouncement(
    { title: `Kept ${run}`, markdown: 'k', courseIds: [course] },
    by,
    Date.now() - 2000,
  );
  const gone = await createAnnouncement(
    { title: `Gone ${run}`, markdown: 'g', courseIds: [course] },
    by,
    Date.now() - 1000,
  );
  const mine = async () =>
    announcementsFor(await fetchAnnouncements(), [course]).filter((a) =>
      [kept.id, gone.id].includes(a.id),
    );
  expect(unreadCount(await mine(), [course], 0)).toBe(2);

  const deleted = await deleteAnnouncement(gone.id, by);
  expect(deleted).toEqual(gone);
  expect(await fetchAnnouncement(gone.id)).toBeNull();
  expect((await mine()).map((a) => a.id)).toEqual([kept.id]);
  expect(unreadCount(await mine(), [course], 0)).toBe(1);
  // A member whose marker is the deleted one's time: the older one stays read.
  expect(unreadCount(await mine(), [course], gone.publishedAt)).toBe(0);

  expect(await auditOf(gone.id)).toEqual([
    expect.objectContaining({ action: 'announcement published' }),
    expect.objectContaining({
      action: 'announcement deleted',
      actor: by.actor,
      member: '',
      detail: `"Gone ${run}" to courses ${course}`,
    }),
  ]);
  // Deleting again: nothing left to delete, no second entry.
  expect(await deleteAnnouncement(gone.id, by)).toBeNull();
  expect(await auditOf(gone.id)).toHaveLength(2);
});

it('an edit or a delete withdraws the announcement’s e-mails still waiting for a retry', async () => {
  const published = await createAnnouncement(
    { title: `Waiting ${run}`, markdown: 'soon', courseIds: [course] },
    by,
  );
  // A copy the first send could not deliver, as the outbox keeps it for the next retry.
  const waitingCopy = async (to: string) => {
    const mail = announcementMail(published, to, 'https://academy.example.com');
    const ref = adminDb().collection(OUTBOX).doc(outboxDocId(mail.id));
    await ref.set({ ...mail, status: 'waiting', attempts: 1, nextAttemptAt: Date.now() + 60_000 });
    return ref;
  };
  const first = await waitingCopy(`annc-w1-${run}@example.com`);
  await updateAnnouncement(
    published.id,
    { title: `Waiting ${run}`, markdown: 'changed', courseIds: [other] },
    by,
  );
  expect((await first.get()).data()).toMatchObject({ status: 'dropped', nextAttemptAt: null });
  const second = await waitingCopy(`annc-w2-${run}@example.com`);
  await deleteAnnouncement(published.id, by);
  expect((await second.get()).data()).toMatchObject({ status: 'dropped', nextAttemptAt: null });
});
