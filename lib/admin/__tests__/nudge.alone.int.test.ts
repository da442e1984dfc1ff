import { randomUUID } from 'node:crypto';
import { messagesTo, waitForMessagesTo } from '../../../dev/test-run/mail';
import { byOperator, fetchAuditEntries } from '../../audit';
import { adminDb } from '../../firebase/admin';
import { NO_END } from '../../grants/course-summary';
import { closeMailTransport } from '../../mail';
import { OUTBOX } from '../../mail/outbox-rules';
import { DAY_MS } from '../../time';
import { fetchDriftingPage } from '../drifting';
import { nudgeListed, nudgeMember } from '../nudge';

/** Drifting members and their nudges against the running stack (Firestore, mail catcher). */
jest.setTimeout(60_000);
afterAll(() => closeMailTransport());

const run = randomUUID().slice(0, 8);
const by = byOperator(`operator-${run}@example.com`);
const courses = [
  { id: 'course-candlesticks', title: 'Candlesticks', classes: [{ id: 'c1', title: 'Wicks' }] },
];
const malayCourses = [
  { id: 'course-candlesticks', title: 'Lilin Jepun', classes: [{ id: 'c1', title: 'Sumbu' }] },
];
/** The catalog's courses in each language, as the console passes them. */
const coursesIn = async (locale: string) => (locale === 'ms' ? malayCourses : courses);

async function member(name: string, fields: Record<string, unknown>) {
  const email = `drift-${name}-${run}@example.com`;
  await adminDb()
    .doc(`users/${email}`)
    .set({
      courses: ['course-candlesticks'],
      accessUntil: NO_END,
      progress: {
        c1: {
          courseId: 'course-candlesticks',
          position: 5,
          duration: 9,
          completed: true,
          updatedAt: 1,
        },
      },
      ...fields,
    });
  return email;
}

it('lists members with access who stopped watching, newest-lapsed first', async () => {
  const now = Date.now();
  const lapsed = await member('lapsed', { lastWatchedAt: now - 20 * DAY_MS });
  const older = await member('older', { lastWatchedAt: now - 20 * DAY_MS - 1000 });
  const recent = await member('recent', { lastWatchedAt: now - 2 * DAY_MS });
  const noAccess = await member('ended', { lastWatchedAt: now - 20 * DAY_MS, accessUntil: 5 });
  const page = await fetchDriftingPage({ days: 14, courses }, now);
  const mine = page.rows.filter((row) => row.email.endsWith(`-${run}@example.com`));
  expect(mine.map((row) => row.email)).toEqual([lapsed, older]);
  expect(mine[0]).toMatchObject({
    lastNudgedAt: null,
    lastClass: { classTitle: 'Wicks', courseTitle: 'Candlesticks', completed: 1, total: 1 },
  });
  expect(page.rows.map((row) => row.email)).not.toContain(recent);
  expect(page.rows.map((row) => row.email)).not.toContain(noAccess);
});

it('a nudge is e-mailed once, audited, and refused again within 14 days', async () => {
  const email = await member('nudged', { lastWatchedAt: Date.now() - 20 * DAY_MS });
  expect(await nudgeMember(email, by, coursesIn)).toEqual({
    ok: true,
    data: `Nudge sent to ${email}.`,
  });
  const [mail] = await waitForMessagesTo(email);
  expect(mail!.subject).toBe('Pick up where you left off at Apex Traders Academy');
  expect(mail!.text).toContain('You were last watching “Wicks” in Candlesticks.');
  expect(JSON.stringify(mail!.headers)).toMatch(/list-unsubscribe/i);
  // Naming that class, a retry goes out only while the member still has it open.
  const queued = await adminDb().collection(OUTBOX).where('to', '==', email).get();
  expect(queued.docs.map((doc) => doc.get('audience'))).toEqual([
    { courseIds: ['course-candlesticks'], opensAfterDays: { 'course-candlesticks': 0 } },
  ]);

  const again = await nudgeMember(email, by, coursesIn);
  expect(again).toMatchObject({ ok: false });
  expect(again.ok === false && again.error).toContain('was nudged less than 14 days ago');
  // Even a later instance's clock inside the 14 days is refused by the record.
  const later = await nudgeMember(email, by, coursesIn, Date.now() + 13 * DAY_MS);
  expect(later.ok).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await messagesTo(email)).toHaveLength(1);

  const audit = await fetchAuditEntries(email);
  expect(audit.filter((entry) => entry.action === 'nudge')).toEqual([
    expect.objectContaining({ actor: by.actor, source: 'admin console', grant: 'mail:nudges' }),
  ]);
  expect((await adminDb().doc(`nudges/${email}`).get()).get('lastAt')).toEqual(expect.any(Number));
});

it('refuses members who turned nudges off or have no access, and sends them nothing', async () => {
  const off = await member('off', { lastWatchedAt: 1, mail: { nudges: false } });
  const ended = await member('gone', { lastWatchedAt: 1, accessUntil: 5 });
  expect(await nudgeMember(off, by, coursesIn)).toEqual({
    ok: false,
    error: `${off} turned nudge e-mails off or is disabled.`,
  });
  expect(await nudgeMember(ended, by, coursesIn)).toEqual({
    ok: false,
    error: `${ended} has no access now.`,
  });
  expect(await messagesTo(off)).toEqual([]);
  expect(await messagesTo(ended)).toEqual([]);
  expect((await adminDb().doc(`nudges/${off}`).get()).exists).toBe(false);
});

it("names the last class in the member's own language", async () => {
  const email = await member('malay', { lastWatchedAt: Date.now() - 20 * DAY_MS, language: 'ms' });
  expect((await nudgeMember(email, by, coursesIn)).ok).toBe(true);
  const [mail] = await waitForMessagesTo(email);
  expect(mail!.text).toContain('Sumbu');
  expect(mail!.text).toContain('Lilin Jepun');
  expect(mail!.text).not.toContain('Wicks');
});

it('gives the claim back when the catalog cannot be read, so the next nudge may go', async () => {
  const email = await member('catalog-down', { lastWatchedAt: Date.now() - 20 * DAY_MS });
  const down = async () => {
    throw new Error('contentful unavailable');
  };
  await expect(nudgeMember(email, by, down)).rejects.toThrow('contentful unavailable');
  expect(await messagesTo(email)).toEqual([]);
  expect(await nudgeMember(email, by, coursesIn)).toEqual({
    ok: true,
    data: `Nudge sent to ${email}.`,
  });
});

it('"Nudge all listed" goes on past a member whose nudge fails, and counts the failure', async () => {
  // The most recently lapsed, so listed first: their catalog (Chinese) cannot be read.
  const failing = await member('listed-fails', {
    lastWatchedAt: Date.now() - 15 * DAY_MS,
    language: 'zh',
  });
  const next = await member('listed-next', { lastWatchedAt: Date.now() - 16 * DAY_MS });
  const coursesOrDown = async (locale: string) => {
    if (locale === 'zh') throw new Error('contentful unavailable');
    return coursesIn(locale);
  };
  const answer = await nudgeListed({ days: 14, cursor: null, coursesIn: coursesOrDown }, by);
  expect(answer.ok).toBe(false);
  const text = answer.ok ? answer.data : answer.error;
  expect(text).toMatch(
    /^Nudged [1-9]\d* of \d+ listed members \(.*1 failed: the e-mail could not be queued; try again later\)\.$/,
  );
  // The one after the failure was nudged; the failed one got nothing and may be nudged again.
  const [mail] = await waitForMessagesTo(next);
  expect(mail!.subject).toBe('Pick up where you left off at Apex Traders Academy');
  expect(await messagesTo(failing)).toEqual([]);
  expect((await nudgeMember(failing, by, coursesIn)).ok).toBe(true);
});
