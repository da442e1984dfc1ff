import { randomUUID } from 'node:crypto';
import * as live from '..';
import { adminDb } from '../../firebase/admin';
import { closeMailTransport, outboxDocId } from '../../mail';
import { OUTBOX } from '../../mail/outbox-rules';

/** The live sessions' store, through the module's door, against the running stack's Firestore. */
jest.setTimeout(120_000);

afterAll(() => closeMailTransport());

const run = randomUUID().slice(0, 8);
const by = { actor: `operator-${run}@example.com`, source: 'admin console' };
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

const input = {
  title: `Market open ${run}`,
  description: 'Live analysis.',
  durationMinutes: 60,
  timeZone: 'Europe/London',
  joinUrl: 'https://meet.example.com/abc',
  courseIds: [`live-course-${run}`],
};

async function auditEntries(grant: string) {
  const snapshot = await adminDb().collection('auditLog').where('actor', '==', by.actor).get();
  return snapshot.docs.map((doc) => doc.data()).filter((entry) => entry.grant === grant);
}

it('creates a weekly series in one batch with one audit entry, and reads it back', async () => {
  const start = Date.now() + 48 * HOUR;
  const starts = [0, 1, 2].map((week) => start + week * WEEK);
  const created = await live.createLiveSessions(input, starts, by);
  expect(created).toHaveLength(3);
  const seriesId = created[0]!.seriesId;
  expect(seriesId).not.toBeNull();
  const stored = (await live.fetchLiveSessions()).filter((s) => s.seriesId === seriesId);
  expect(stored.map((s) => s.startsAt)).toEqual(starts);
  for (const session of stored) {
    expect(session).toMatchObject({
      ...input,
      status: 'scheduled',
      sequence: 0,
      recordingVideoId: null,
    });
  }
  const entries = await auditEntries(`live:${created[0]!.id}`);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ action: 'live session scheduled', member: '' });
  expect(entries[0]!.detail).toMatch(/weekly, 3 sessions/);
});

it('an edit and a cancellation each bump the sequence and are audited; a cancelled session stays cancelled', async () => {
  const [session] = await live.createLiveSessions(input, [Date.now() + 24 * HOUR], by);
  const id = session!.id;
  const edited = await live.updateLiveSession(
    id,
    { ...input, title: `Moved ${run}`, startsAt: session!.startsAt + HOUR },
    by,
  );
  expect(edited.ok && edited.after).toMatchObject({ title: `Moved ${run}`, sequence: 1 });
  const cancelled = await live.cancelLiveSession(id, by);
  expect(cancelled.ok && cancelled.after).toMatchObject({ status: 'cancelled', sequence: 2 });
  expect(await live.fetchLiveSession(id)).toMatchObject({ status: 'cancelled', sequence: 2 });
  expect(await live.cancelLiveSession(id, by)).toEqual({
    ok: false,
    error: live.SESSION_CANCELLED,
  });
  expect(await live.updateLiveSession(id, { ...input, startsAt: 1 }, by)).toEqual({
    ok: false,
    error: live.SESSION_CANCELLED,
  });
  expect((await auditEntries(`live:${id}`)).map((e) => e.action).sort()).toEqual([
    'live session cancelled',
    'live session changed',
    'live session scheduled',
  ]);
});

it('a save that changes nothing writes nothing: no new sequence, no audit entry', async () => {
  const [session] = await live.createLiveSessions(input, [Date.now() + 24 * HOUR], by);
  const id = session!.id;
  const saved = await live.updateLiveSession(id, { ...input, startsAt: session!.startsAt }, by);
  expect(saved).toMatchObject({ ok: true, unchanged: true });
  expect(await live.fetchLiveSession(id)).toMatchObject({ sequence: 0 });
  expect((await auditEntries(`live:${id}`)).map((e) => e.action)).toEqual([
    'live session scheduled',
  ]);
});

it('an edit from a page read before someone else saved is refused as stale; a retry is not', async () => {
  const [session] = await live.createLiveSessions(input, [Date.now() + 24 * HOUR], by);
  const id = session!.id;
  const theirs = { ...input, startsAt: session!.startsAt, title: `Theirs ${run}` };
  const mine = { ...input, startsAt: session!.startsAt, title: `Mine ${run}` };
  expect(await live.updateLiveSession(id, theirs, by, { version: 0 })).toMatchObject({
    ok: true,
    after: { sequence: 1 },
  });
  expect(await live.updateLiveSession(id, mine, by, { version: 0 })).toEqual({
    ok: false,
    error: live.STALE_SESSION,
    stale: true,
  });
  expect(await live.fetchLiveSession(id)).toMatchObject({ title: `Theirs ${run}`, sequence: 1 });
  // Their save sent again (an answer lost on the way): already so, accepted, nothing written.
  expect(await live.updateLiveSession(id, theirs, by, { version: 0 })).toMatchObject({
    ok: true,
    unchanged: true,
  });
  // Mine, from the page read again: replaces theirs.
  expect(await live.updateLiveSession(id, mine, by, { version: 1 })).toMatchObject({
    ok: true,
    after: { title: `Mine ${run}`, sequence: 2 },
  });
});

it('an edit of the join link alone says so in its audit entry, old link and new', async () => {
  const [session] = await live.createLiveSessions(input, [Date.now() + 24 * HOUR], by);
  const id = session!.id;
  await live.updateLiveSession(
    id,
    { ...input, startsAt: session!.startsAt, joinUrl: 'https://meet.example.com/new' },
    by,
  );
  const [entry] = (await auditEntries(`live:${id}`)).filter(
    (e) => e.action === 'live session changed',
  );
  expect(entry!.detail).toContain(
    'join link https://meet.example.com/abc → https://meet.example.com/new',
  );
});

it('takes a recording only once the session is over; an unknown or crafted id changes nothing', async () => {
  const [future] = await live.createLiveSessions(input, [Date.now() + HOUR], by);
  expect(await live.setLiveRecording(future!.id, 'dQw4w9WgXcQ', by)).toEqual({
    ok: false,
    error: live.NOT_OVER_YET,
  });
  const [past] = await live.createLiveSessions(input, [Date.now() - 3 * HOUR], by);
  const recorded = await live.setLiveRecording(past!.id, 'dQw4w9WgXcQ', by);
  expect(recorded.ok && recorded.after.recordingVideoId).toBe('dQw4w9WgXcQ');
  expect((await live.fetchLiveSession(past!.id))?.recordingVideoId).toBe('dQw4w9WgXcQ');
  expect(await live.cancelLiveSession(`missing-${run}`, by)).toEqual({
    ok: false,
    error: live.SESSION_GONE,
  });
  expect(await live.cancelLiveSession('../users/x', by)).toEqual({
    ok: false,
    error: live.SESSION_GONE,
  });
});

it('a change withdraws the session’s e-mails still waiting for a retry before telling its audience', async () => {
  const [session] = await live.createLiveSessions(input, [Date.now() + 24 * HOUR], by);
  // A reminder the first send could not deliver, as the outbox keeps it for the next retry.
  const id = `reminder-24h:${session!.id}@${session!.startsAt}:late-${run}@example.com`;
  const waiting = adminDb().collection(OUTBOX).doc(outboxDocId(id));
  await waiting.set({
    id,
    to: `late-${run}@example.com`,
    subject: 'Tomorrow',
    text: 'old time',
    html: '<p>old time</p>',
    unsubscribe: 'reminders',
    audience: { courseIds: input.courseIds },
    about: live.liveSessionMailTopic(session!.id),
    status: 'waiting',
    attempts: 1,
    nextAttemptAt: Date.now() + 60_000,
  });
  const change = await live.updateLiveSession(
    session!.id,
    { ...input, startsAt: session!.startsAt + HOUR },
    by,
  );
  if (!change.ok) throw new Error('not changed');
  await live.notifySessionChange('changed', change);
  expect((await waiting.get()).data()).toMatchObject({ status: 'dropped', nextAttemptAt: null });
});
