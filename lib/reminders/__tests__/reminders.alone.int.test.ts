import { randomUUID } from 'node:crypto';
import { messagesTo } from '../../../dev/test-run/mail';
import { adminDb } from '../../firebase/admin';
import { newLiveSession, type LiveSession } from '../../live/client';
import { closeMailTransport, outboxDocId } from '../../mail';
import { reminderMailId, startText, type ReminderKind } from '../rules';
import { sendDueReminders, sendReminders } from '../run';

/**
 * The reminders job against the running stack and its mail catcher. Each test has its own
 * course, so only its own members are in its session's audience.
 */
jest.setTimeout(120_000);
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));

const MINUTE = 60_000;
const tag = () => randomUUID().slice(0, 8);

async function seed(startsInMs: number) {
  const run = tag();
  const course = `course-reminders-${run}`;
  const address = (label: string) => `reminders-${label}-${run}@example.com`;
  const members = {
    inAudience: address('in'),
    optedOut: address('off'),
    otherCourse: address('other'),
    ended: address('ended'),
    disabled: address('disabled'),
  };
  const db = adminDb();
  await db.doc(`users/${members.inAudience}`).set({ courses: [course] });
  await db.doc(`users/${members.optedOut}`).set({ courses: [course], mail: { reminders: false } });
  await db.doc(`users/${members.otherCourse}`).set({ courses: [`course-elsewhere-${run}`] });
  // As setDisabled leaves the record of a member an operator disabled.
  await db.doc(`users/${members.disabled}`).set({ courses: [course], disabled: true });
  await db.doc(`users/${members.ended}`).set({
    grants: { [`pass:${run}`]: { courses: [course], source: 'pass', accessUntil: Date.now() - 1 } },
  });
  const now = Date.now();
  const session = newLiveSession(
    {
      id: `reminders-${run}`,
      title: `Reminder test ${run}`,
      description: 'Checks the reminders job.',
      startsAt: now + startsInMs,
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/reminder-test',
      courseIds: [course],
    },
    now,
  );
  const { id, ...stored } = session;
  await db.doc(`liveSessions/${id}`).set(stored);
  return { session, members };
}

const outboxOf = async (kind: ReminderKind, session: LiveSession, email: string) =>
  (
    await adminDb()
      .collection('mailOutbox')
      .doc(outboxDocId(reminderMailId(kind, session, email)))
      .get()
  ).data();

const remindersTo = async (email: string, session: LiveSession) =>
  (await messagesTo(email)).filter((m) => m.subject.includes(session.title));

afterAll(() => closeMailTransport());

describe('the reminders job', () => {
  it('queues one message per member even when two runs go at once and a third follows', async () => {
    const { session, members } = await seed(30 * MINUTE);
    const due = [{ session, kind: '1h' as const }];
    const [a, b] = await Promise.all([sendReminders(due), sendReminders(due)]);
    expect(a.queued + b.queued).toBe(1);
    expect(a.unfinished + b.unfinished).toBe(0);
    const third = await sendReminders(due);
    // The run's document says it is done: a later run reads it and queues nothing.
    expect(third).toEqual({ due: 0, queued: 0, duplicates: 0, unfinished: 0 });

    const [message, ...more] = await remindersTo(members.inAudience, session);
    expect(more).toHaveLength(0);
    expect(message!.subject).toMatch(/^Reminder: Reminder test \S+ starts in (29|30) minutes$/);
    expect(message!.text).toContain('https://meet.example.com/reminder-test');
    expect(message!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await outboxOf('1h', session, members.inAudience)).toMatchObject({
      to: members.inAudience,
      unsubscribe: 'reminders',
      // Withdrawn, if still unsent, when the session is edited or cancelled.
      about: `live:${session.id}`,
    });
  });

  it('reminds nobody outside the audience, nobody who turned reminders off, nobody whose access ended, nobody disabled', async () => {
    const { session, members } = await seed(30 * MINUTE);
    await sendReminders([{ session, kind: '1h' }]);
    for (const email of [members.optedOut, members.otherCourse, members.ended, members.disabled]) {
      expect(await outboxOf('1h', session, email)).toBeUndefined();
      expect(await remindersTo(email, session)).toEqual([]);
    }
    expect(await remindersTo(members.inAudience, session)).toHaveLength(1);
  });

  it('finds the due sessions itself: a day ahead the 24-hour reminder, not the 1-hour one', async () => {
    const { session, members } = await seed(20 * 60 * MINUTE);
    await sendDueReminders();
    expect(await outboxOf('24h', session, members.inAudience)).toBeDefined();
    expect(await outboxOf('1h', session, members.inAudience)).toBeUndefined();
    expect(await outboxOf('24h', session, members.otherCourse)).toBeUndefined();
    const [message] = await remindersTo(members.inAudience, session);
    expect(message!.subject).toMatch(/starts in 20 hours$/);
  });

  it('writes each member’s reminder in their language, with the operator’s title in it', async () => {
    const { session, members } = await seed(30 * MINUTE);
    const malay = `reminders-ms-${session.id}@example.com`;
    await adminDb().doc(`users/${malay}`).set({ courses: session.courseIds, language: 'ms' });
    const translated = {
      ...session,
      translations: { ms: { title: `Ujian peringatan ${session.id}` } },
    };
    await sendReminders([{ session: translated, kind: '1h' }]);

    const [english] = await remindersTo(members.inAudience, session);
    expect(english!.headers['content-language']).toBe('en');
    const [message, ...more] = (await messagesTo(malay)).filter((m) =>
      m.subject.includes(session.id),
    );
    expect(more).toHaveLength(0);
    expect(message!.subject).toMatch(
      /^Peringatan: Ujian peringatan \S+ bermula dalam (29|30) minit$/,
    );
    expect(message!.headers['content-language']).toBe('ms');
    expect(message!.text).toContain('Sertai sesi: https://meet.example.com/reminder-test');
    expect(message!.text).toContain('Untuk berhenti menerima peringatan sesi langsung:');
    expect(await outboxOf('1h', session, malay)).toMatchObject({ language: 'ms' });
  });

  it('names the start in each member’s saved time zone, in UTC for one without', async () => {
    const { session, members } = await seed(30 * MINUTE);
    const zoned = `reminders-zone-${session.id}@example.com`;
    await adminDb()
      .doc(`users/${zoned}`)
      .set({ courses: session.courseIds, timeZone: 'Asia/Kuala_Lumpur' });
    await sendReminders([{ session, kind: '1h' }]);

    const [utc] = await remindersTo(members.inAudience, session);
    expect(utc!.text).toContain(startText(session.startsAt, 'en'));
    const [local] = await remindersTo(zoned, session);
    expect(local!.text).toContain(startText(session.startsAt, 'en', 'Asia/Kuala_Lumpur'));
    expect(local!.text).toContain('(Malaysia Time)');
    expect(local!.text).not.toMatch(/\d UTC/);
  });

  it('gives each reminder the start as its expiry, so no retry delivers it late', async () => {
    const { session, members } = await seed(30 * MINUTE);
    await sendDueReminders();
    expect(await outboxOf('1h', session, members.inAudience)).toMatchObject({
      expiresAt: session.startsAt,
    });
  });

  it('sends nothing for a cancelled session', async () => {
    const { session, members } = await seed(30 * MINUTE);
    await adminDb().doc(`liveSessions/${session.id}`).update({ status: 'cancelled', sequence: 1 });
    await sendDueReminders();
    expect(await outboxOf('1h', session, members.inAudience)).toBeUndefined();
  });

  it('stops a run whose session an operator changed meanwhile: the next run sends it as it is', async () => {
    const { session, members } = await seed(30 * MINUTE);
    // The run read the session before the operator cancelled it (or moved or edited it).
    await adminDb().doc(`liveSessions/${session.id}`).update({ status: 'cancelled', sequence: 1 });
    const run = await sendReminders([{ session, kind: '1h' }]);
    expect(run).toMatchObject({ queued: 0, unfinished: 1 });
    expect(await outboxOf('1h', session, members.inAudience)).toBeUndefined();

    // Edited, not cancelled: the next run reminds with the new title.
    const edited = { ...session, title: `${session.title} (new room)`, sequence: 2 };
    await adminDb()
      .doc(`liveSessions/${session.id}`)
      .update({ status: 'scheduled', title: edited.title, sequence: 2 });
    await sendDueReminders();
    expect((await outboxOf('1h', edited, members.inAudience))?.subject).toContain('(new room)');
  });
});
