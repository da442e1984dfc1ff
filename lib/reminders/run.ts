import 'server-only';
import { FieldPath } from 'firebase-admin/firestore';
import { getServerEnv } from '../env';
import { adminDb } from '../firebase';
import type { Locale } from '../i18n';
import {
  fetchLiveSession,
  fetchLiveSessions,
  liveSessionMailTopic,
  type LiveSession,
} from '../live';
import { log } from '../log';
import { mailLanguageOf, queueMail, receivesMail } from '../mail';
import { DISABLED_FIELD, TIME_ZONE_FIELD, timeZoneOfRecord } from '../members';
import {
  dueReminders,
  reminderMail,
  reminderMailId,
  reminderRunId,
  type DueReminder,
  type ReminderKind,
} from './rules';

/** liveReminders/{session-start-kind}: how far one reminder's run over the members got. */
const RUNS = 'liveReminders';
/** Members read a page at a time, by e-mail (the record's id). */
const PAGE_SIZE = 300;
/** Messages queued at once: each is a create() and an SMTP send. */
const CONCURRENCY = 25;
/** A run stops starting pages after this; the next run goes on from the page it reached. */
const DEFAULT_BUDGET_MS = 45_000;

export type ReminderRun = {
  /** Session reminders due now and not yet finished before this run. */
  due: number;
  /** Messages this run queued, and those another run (or an earlier one) had queued. */
  queued: number;
  duplicates: number;
  /** Reminders left unfinished for the next run (the time budget ran out). */
  unfinished: number;
};

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Whether a member record gets this session's reminder now: in its audience, reminders on. */
export function remindsMember(
  session: LiveSession,
  recordData: Record<string, unknown> | undefined,
  nowMs: number,
): boolean {
  return receivesMail(recordData, session, 'reminders', nowMs);
}

/**
 * One session's reminder of one kind to every member it concerns, a page of records at a
 * time. Each message has a deterministic id, so two runs at once, or a run repeated after
 * a failure, queue it once (queueMail's create()). The run's document keeps the last
 * member reached and, at the end, `done`, so later runs read it and nothing else.
 */
async function remind(
  session: LiveSession,
  kind: ReminderKind,
  run: ReminderRun,
  deadline: number,
  siteUrl: string,
): Promise<boolean> {
  const db = adminDb();
  const runDoc = db.collection(RUNS).doc(reminderRunId(kind, session));
  const state = (await runDoc.get()).data();
  if (state?.done === true) return true;
  run.due += 1;
  let cursor = typeof state?.cursor === 'string' ? state.cursor : null;
  for (;;) {
    if (Date.now() > deadline) return false;
    // A session the operator changed since this run read it (moved, edited, cancelled: each
    // a new sequence) stops here: its audience was told (lib/live notifySessionChange), and
    // the next run goes on with the session as it is then, from this page.
    if ((await fetchLiveSession(session.id))?.sequence !== session.sequence) return false;
    let query = db
      .collection('users')
      .orderBy(FieldPath.documentId())
      .select('courses', 'grants', 'mail', 'language', TIME_ZONE_FIELD, DISABLED_FIELD)
      .limit(PAGE_SIZE);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    const nowMs = Date.now();
    // One message per language and zone on the page, each in its readers' words and time.
    const mails = new Map<string, ReturnType<typeof reminderMail>>();
    const mailIn = (locale: Locale, timeZone: string | null) => {
      const key = `${locale} ${timeZone ?? 'UTC'}`;
      const mail = mails.get(key) ?? reminderMail(session, { siteUrl, nowMs, locale, timeZone });
      mails.set(key, mail);
      return mail;
    };
    const members = page.docs
      .filter((doc) => remindsMember(session, doc.data(), nowMs))
      .map((doc) => ({
        email: doc.id,
        language: mailLanguageOf(doc.data()),
        timeZone: timeZoneOfRecord(doc.data()),
      }));
    await inParallel(members, CONCURRENCY, async ({ email, language, timeZone }) => {
      const outcome = await queueMail({
        id: reminderMailId(kind, session, email),
        to: email,
        ...mailIn(language, timeZone),
        unsubscribe: 'reminders',
        audience: { courseIds: session.courseIds },
        about: liveSessionMailTopic(session.id),
        expiresAt: session.startsAt,
      });
      if (outcome === 'queued') run.queued += 1;
      else run.duplicates += 1;
    });
    if (page.docs.length < PAGE_SIZE) break;
    cursor = page.docs[page.docs.length - 1]!.id;
    await runDoc.set({ cursor, updatedAt: Date.now() }, { merge: true });
  }
  await runDoc.set({ done: true, cursor: null, updatedAt: Date.now() }, { merge: true });
  return true;
}

/** Sends these reminders, each once per member it concerns; see sendDueReminders. */
export async function sendReminders(
  due: readonly DueReminder[],
  { budgetMs = DEFAULT_BUDGET_MS }: { budgetMs?: number } = {},
): Promise<ReminderRun> {
  const deadline = Date.now() + budgetMs;
  const siteUrl = getServerEnv().SITE_URL;
  const run: ReminderRun = { due: 0, queued: 0, duplicates: 0, unfinished: 0 };
  for (const { session, kind } of due) {
    if (!(await remind(session, kind, run, deadline, siteUrl))) run.unfinished += 1;
  }
  if (run.due > 0) log('info', 'reminders sent', { ...run });
  return run;
}

/**
 * Sends every reminder due now: for each scheduled session starting within 24 hours, the
 * 24-hour reminder, and within the hour the 1-hour one, each once per member. The sessions
 * are read from Firestore, not the cache, so a session cancelled a second ago reminds nobody.
 */
export async function sendDueReminders(
  options: { nowMs?: number; budgetMs?: number } = {},
): Promise<ReminderRun> {
  return sendReminders(
    dueReminders(await fetchLiveSessions(), options.nowMs ?? Date.now()),
    options,
  );
}
