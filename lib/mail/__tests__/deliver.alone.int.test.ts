import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import {
  closeMailTransport,
  deliverDueMail,
  fetchMailProblems,
  MAX_ATTEMPTS,
  outboxDocId,
  renderMailLayout,
  retryMail,
  withdrawMail,
} from '..';
import { freshImport, withEnv } from '../../../dev/test-run/jest-env';
import { messagesTo } from '../../../dev/test-run/mail';
import { adminDb } from '../../firebase';
import { OUTBOX } from '../outbox-rules';
import type { MailTopic } from '../topics';

/**
 * Against the running stack. "SMTP down" is an isolated copy of lib/mail whose SMTP_URL
 * names a closed port; the shared mail catcher is never faulted, as other test files use it.
 */
const newAddress = () => `deliver.${randomUUID()}@example.com`;
const MINUTE = 60_000;

function message(to: string) {
  return {
    id: `deliver-test:${randomUUID()}`,
    to,
    subject: `Session moved ${randomUUID().slice(0, 8)}`,
    ...renderMailLayout({ heading: 'Session moved', paragraphs: ['It starts an hour later.'] }),
  };
}

const outboxDoc = async (id: string) =>
  (await adminDb().collection(OUTBOX).doc(outboxDocId(id)).get()).data();

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs `work` with lib/mail sending to a closed port. */
async function withSmtpDown<T>(work: (mail: typeof import('..')) => Promise<T>): Promise<T> {
  const port = await closedPort();
  return withEnv(
    { ...(process.env as Record<string, string>), SMTP_URL: `smtp://127.0.0.1:${port}` },
    async () => {
      const isolated = await freshImport(() => import('..'));
      try {
        return await work(isolated);
      } finally {
        isolated.closeMailTransport();
      }
    },
  );
}

afterAll(() => closeMailTransport());

/** A topic's mail to a new member of `courses`, about `audience`'s courses. */
async function memberMail(courses: string[], topic: MailTopic, audience: string[]) {
  const to = newAddress();
  await adminDb().doc(`users/${to}`).set({ courses });
  return { ...message(to), unsubscribe: topic, audience: { courseIds: audience } };
}

describe('the outbox retries', () => {
  it("drops a member's mail, unsent, when its recipient lost the course before the retry", async () => {
    const mail = await memberMail(['course-a'], 'answers', ['course-a']);
    const kept = await memberMail(['course-a'], 'answers', ['course-a']);
    const to = mail.to;
    const other = kept.to;
    await withSmtpDown(async (down) => {
      await down.queueMail(mail);
      await down.queueMail(kept);
    });
    await adminDb()
      .doc(`users/${to}`)
      .set({ courses: ['course-b'] });

    const report = await deliverDueMail({ now: Date.now() + 3 * MINUTE });
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    expect(await outboxDoc(mail.id)).toMatchObject({ status: 'dropped', nextAttemptAt: null });
    expect(await messagesTo(to)).toHaveLength(0);
    // Its neighbour, still a member of the course, gets theirs.
    expect(await outboxDoc(kept.id)).toMatchObject({ status: 'sent' });
    expect(await messagesTo(other)).toHaveLength(1);
  });

  it('drops a mail naming a class the recipient may no longer open, their course given again since', async () => {
    const DAY = 24 * 60 * MINUTE;
    const grantSince = (since: number) => ({
      grants: {
        'pass:x': { courses: ['course-a'], source: 'pass', since, accessUntil: Date.now() + DAY },
      },
    });
    const audience = { courseIds: ['course-a'], opensAfterDays: { 'course-a': 14 } };
    const locked = { ...(await memberMail([], 'answers', [])), audience };
    const open = { ...(await memberMail([], 'answers', [])), audience };
    for (const { to } of [locked, open])
      await adminDb()
        .doc(`users/${to}`)
        .set(grantSince(Date.now() - 20 * DAY));
    await withSmtpDown(async (down) => {
      await down.queueMail(locked);
      await down.queueMail(open);
    });
    expect((await outboxDoc(locked.id))?.audience).toEqual(audience);
    // Revoked and given again: the class's 14 days count from now.
    await adminDb().doc(`users/${locked.to}`).set(grantSince(Date.now()));

    await deliverDueMail({ now: Date.now() + 3 * MINUTE });
    expect(await outboxDoc(locked.id)).toMatchObject({ status: 'dropped' });
    expect(await messagesTo(locked.to)).toHaveLength(0);
    expect(await outboxDoc(open.id)).toMatchObject({ status: 'sent' });
    expect(await messagesTo(open.to)).toHaveLength(1);
  });

  it('withdraws the unsent copies of the mails about something that changed, and only those', async () => {
    const about = `live:withdrawn-${randomUUID()}`;
    const waiting = { ...(await memberMail(['course-a'], 'reminders', ['course-a'])), about };
    const failed = { ...(await memberMail(['course-a'], 'reminders', ['course-a'])), about };
    const other = {
      ...(await memberMail(['course-a'], 'reminders', ['course-a'])),
      about: `live:kept-${randomUUID()}`,
    };
    await withSmtpDown(async (down) => {
      for (const mail of [waiting, failed, other]) await down.queueMail(mail);
    });
    await adminDb()
      .collection(OUTBOX)
      .doc(outboxDocId(failed.id))
      .update({ status: 'failed', nextAttemptAt: null });

    expect(await withdrawMail(about)).toBe(2);
    expect(await withdrawMail(about)).toBe(0);
    await deliverDueMail({ now: Date.now() + 3 * MINUTE });
    for (const mail of [waiting, failed]) {
      expect(await outboxDoc(mail.id)).toMatchObject({ status: 'dropped', nextAttemptAt: null });
      expect(await messagesTo(mail.to)).toHaveLength(0);
    }
    expect(await outboxDoc(other.id)).toMatchObject({ status: 'sent' });
  });

  it('withdraws a copy a sender has at that moment: should its send fail, no retry sends it', async () => {
    const about = `live:mid-send-${randomUUID()}`;
    const mail = { ...(await memberMail(['course-a'], 'reminders', ['course-a'])), about };
    await withSmtpDown(async (down) => down.queueMail(mail));
    // As a sender leaves it mid-send: claimed, its claim running out in a minute.
    await adminDb()
      .collection(OUTBOX)
      .doc(outboxDocId(mail.id))
      .update({ status: 'sending', nextAttemptAt: Date.now() + MINUTE });

    expect(await withdrawMail(about)).toBe(0);
    expect(await outboxDoc(mail.id)).toMatchObject({ status: 'sending', withdrawn: true });
    // The sender died (or its send failed): the cron job finds it due, and drops it.
    const report = await deliverDueMail({ now: Date.now() + 2 * MINUTE });
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    expect(await outboxDoc(mail.id)).toMatchObject({ status: 'dropped', nextAttemptAt: null });
    expect(await messagesTo(mail.to)).toHaveLength(0);
  });

  it('drops a mail past its use when a retry comes, and sends one still of use', async () => {
    const late = {
      ...(await memberMail(['course-a'], 'reminders', ['course-a'])),
      expiresAt: Date.now() + MINUTE,
    };
    const timely = {
      ...(await memberMail(['course-a'], 'reminders', ['course-a'])),
      expiresAt: Date.now() + 60 * MINUTE,
    };
    await withSmtpDown(async (down) => {
      await down.queueMail(late);
      await down.queueMail(timely);
    });
    // The retry 3 minutes on: the first one's session has started.
    await deliverDueMail({ now: Date.now() + 3 * MINUTE });
    expect(await outboxDoc(late.id)).toMatchObject({ status: 'dropped', nextAttemptAt: null });
    expect(await messagesTo(late.to)).toHaveLength(0);
    expect(await outboxDoc(timely.id)).toMatchObject({ status: 'sent' });
  });

  it("an operator's Retry sends nothing to a member disabled since the mail failed", async () => {
    const mail = await memberMail(['course-a'], 'reminders', []);
    const to = mail.to;
    await withSmtpDown(async (down) => {
      await down.queueMail(mail);
      await adminDb()
        .collection(OUTBOX)
        .doc(outboxDocId(mail.id))
        .update({ status: 'failed', nextAttemptAt: null });
    });
    await adminDb().doc(`users/${to}`).set({ disabled: true }, { merge: true });
    const by = { actor: `operator.${randomUUID()}@example.com`, source: 'admin console' };
    expect(await retryMail(outboxDocId(mail.id), by)).toEqual({ status: 'dropped' });
    expect(await outboxDoc(mail.id)).toMatchObject({ status: 'dropped' });
    expect(await messagesTo(to)).toHaveLength(0);
  });

  it('keeps a message while SMTP is down and sends it when the cron job runs after the backoff', async () => {
    const to = newAddress();
    const mail = message(to);
    expect(await withSmtpDown((down) => down.queueMail(mail))).toBe('queued');
    expect(await outboxDoc(mail.id)).toMatchObject({ status: 'waiting', attempts: 1 });

    // Not due yet: the job leaves it alone.
    await deliverDueMail();
    expect(await outboxDoc(mail.id)).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(await messagesTo(to)).toHaveLength(0);

    const report = await deliverDueMail({ now: Date.now() + 3 * MINUTE });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect(await outboxDoc(mail.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    const caught = await messagesTo(to);
    expect(caught.map((m) => m.subject)).toEqual([mail.subject]);
    expect(caught[0]!.text).toContain('It starts an hour later.');

    // Sent means done: a later run does not send it again.
    await deliverDueMail({ now: Date.now() + 120 * MINUTE });
    expect(await messagesTo(to)).toHaveLength(1);
  });

  it('sends each due message once when two instances run the job at the same moment', async () => {
    const mails = Array.from({ length: 4 }, () => message(newAddress()));
    await withSmtpDown(async (down) => {
      for (const mail of mails) await down.queueMail(mail);
    });
    const now = Date.now() + 3 * MINUTE;
    await Promise.all([deliverDueMail({ now }), deliverDueMail({ now })]);
    for (const mail of mails) {
      expect(await messagesTo(mail.to)).toHaveLength(1);
      expect(await outboxDoc(mail.id)).toMatchObject({ status: 'sent', attempts: 2 });
    }
  });

  it('marks a message failed after the last attempt, lists it, and an operator retry sends it', async () => {
    const to = newAddress();
    const mail = message(to);
    await withSmtpDown(async (down) => {
      await down.queueMail(mail);
      await adminDb()
        .collection(OUTBOX)
        .doc(outboxDocId(mail.id))
        .update({ attempts: MAX_ATTEMPTS - 1 });
      await down.deliverDueMail({ now: Date.now() + 2 * 60 * MINUTE });
    });
    const failed = await outboxDoc(mail.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);

    const listed = (await fetchMailProblems()).problems.find(
      (p) => p.docId === outboxDocId(mail.id),
    );
    expect(listed).toEqual({
      docId: outboxDocId(mail.id),
      to,
      subject: mail.subject,
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: failed?.lastError,
      nextAttemptAt: null,
      createdAt: failed?.createdAt,
    });
    // The job no longer picks it up.
    await deliverDueMail({ now: Date.now() + 24 * 60 * MINUTE });
    expect(await messagesTo(to)).toHaveLength(0);

    const operator = `operator.${randomUUID()}@example.com`;
    expect(
      await retryMail(outboxDocId(mail.id), { actor: operator, source: 'admin console' }),
    ).toEqual({
      status: 'sent',
    });
    expect(await messagesTo(to)).toHaveLength(1);
    expect(await outboxDoc(mail.id)).toMatchObject({ status: 'sent' });
    const audit = await adminDb().collection('auditLog').where('actor', '==', operator).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        action: 'mail-retried',
        member: to,
        grant: `mail:${outboxDocId(mail.id)}`,
        source: 'admin console',
      }),
    ]);
    // A sent message is not sent again by another Retry.
    expect(
      await retryMail(outboxDocId(mail.id), { actor: operator, source: 'admin console' }),
    ).toEqual({ status: 'busy' });
    expect(await retryMail('not-a-doc-id', { actor: operator, source: 'admin console' })).toEqual({
      status: 'missing',
    });
  });
});

describe("the console's list of mail not sent", () => {
  it('lists the failed first even behind more waiting ones than it shows, and says more exist', async () => {
    const now = Date.now();
    const doc = (status: 'waiting' | 'failed', i: number) => ({
      id: `problems-test:${status}:${i}`,
      to: newAddress(),
      subject: `Not sent ${i}`,
      text: '',
      html: '',
      unsubscribe: null,
      status,
      attempts: status === 'failed' ? MAX_ATTEMPTS : 1,
      // Far ahead, so no retry job of another test sends them meanwhile.
      nextAttemptAt: status === 'waiting' ? now + 365 * 24 * 60 * MINUTE : null,
      lastError: 'ECONNREFUSED',
      createdAt: now + i,
      updatedAt: now + i,
    });
    // Document ids sort the failed one after every waiting one (ids are hashes elsewhere).
    const seeded = [
      ...Array.from({ length: 201 }, (_, i) => [`0000-problems-${i}`, doc('waiting', i)] as const),
      ['ffff-problems-failed', doc('failed', -1)] as const,
    ];
    const outbox = adminDb().collection(OUTBOX);
    const batch = adminDb().batch();
    for (const [id, data] of seeded) batch.set(outbox.doc(id), data);
    await batch.commit();
    try {
      const { problems, more } = await fetchMailProblems();
      expect(problems).toHaveLength(200);
      expect(problems[0]).toMatchObject({ docId: 'ffff-problems-failed', status: 'failed' });
      expect(more).toBe(true);
    } finally {
      const cleanup = adminDb().batch();
      for (const [id] of seeded) cleanup.delete(outbox.doc(id));
      await cleanup.commit();
    }
  });
});
