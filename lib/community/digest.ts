import 'server-only';
import { markdownToText } from '../announcements';
import type { Course } from '../content';
import { adminDb } from '../firebase';
import { opensAfterDaysOf } from '../grants/client';
import { getTranslator, type Locale } from '../i18n';
import {
  mailLanguageOf,
  queueMail,
  receivesMail,
  renderMailLayout,
  type OutgoingMail,
} from '../mail';
import { activeCourseIds, grantsOfRecord } from '../members';
import { DIGEST_MAIL_TOPIC } from './mail-topics';
import { threadHref, type Thread } from './rules';
import { canSeeClass, COACH_FIELD, coursesOfRecord, THREADS, toThread, viewerOf } from './store';

/** How many questions one digest names; the hub has the rest. */
export const DIGEST_ITEMS = 10;
/** How many unanswered questions a coach's digest reads at most (its subject says "100" then). */
const DIGEST_READ = 100;

/** The day a digest is for (UTC date): its outbox id, so a second run that day sends nothing. */
const dayOf = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

/**
 * A coach's digest of these threads (of `courses`, the coach's own as coursesOfRecord gives
 * them). It names something of each course, so a retry sends it only while the coach still
 * has every one and each named class open.
 */
export function digestMail(
  threads: readonly Thread[],
  total: number,
  courses: readonly Course[],
  to: string,
  siteUrl: string,
  locale: Locale,
  nowMs: number,
): OutgoingMail {
  const t = getTranslator(locale, 'communityHub');
  const lines = threads.map(
    (thread) =>
      `${markdownToText(thread.body).slice(0, 200)} (${new URL(threadHref(thread), siteUrl).toString()})`,
  );
  const { text, html } = renderMailLayout({
    heading: t('digest.heading'),
    paragraphs: [t('digest.intro'), ...lines],
    action: {
      label: t('digest.action'),
      href: new URL('/home/community?filter=unanswered', siteUrl).toString(),
    },
    locale,
  });
  return {
    id: `community-digest:${to}:${dayOf(nowMs)}`,
    // Withdrawn when a question goes (store.ts withdrawPostMail): it may name it.
    about: DIGEST_MAIL_TOPIC,
    to,
    subject: t('digest.subject', { count: total }),
    language: locale,
    text,
    html,
    unsubscribe: 'coachDigest',
    audience: {
      courseIds: [...new Set(threads.map((thread) => thread.courseId))],
      every: true,
      opensAfterDays: opensAfterDaysOf(courses, threads),
    },
  };
}

/**
 * The coaches' daily e-mail: each member with the coach role who wants it gets the
 * unanswered, visible questions of their courses, once a day (the outbox id holds the
 * date). Nothing is sent to a coach with none waiting.
 */
export async function sendCoachDigests(
  siteUrl: string,
  nowMs = Date.now(),
): Promise<{ coaches: number; queued: number }> {
  const coaches = await adminDb().collection('users').where(COACH_FIELD, '==', true).get();
  let queued = 0;
  for (const coach of coaches.docs) {
    const record = coach.data();
    const courseIds = activeCourseIds(grantsOfRecord(record), nowMs).slice(0, 30);
    if (courseIds.length === 0) continue;
    if (!receivesMail(record, { courseIds }, 'coachDigest', nowMs)) continue;
    const snapshot = await adminDb()
      .collection(THREADS)
      .where('courseId', 'in', courseIds)
      .where('answerCount', '==', 0)
      .where('hidden', '==', false)
      .orderBy('createdAt', 'desc')
      .limit(DIGEST_READ)
      .get();
    // The classes the coach may open, by the class page's own rule (drip release included):
    // a question of a class not yet released to them is not theirs to read, here either.
    const courses = await coursesOfRecord(record, nowMs);
    const viewer = viewerOf(coach.id, false, courses);
    const waiting = snapshot.docs
      .map(toThread)
      .filter(
        (thread): thread is Thread =>
          thread !== null && canSeeClass(viewer, thread.courseId, thread.classId),
      );
    if (waiting.length === 0) continue;
    const mail = digestMail(
      waiting.slice(0, DIGEST_ITEMS),
      waiting.length,
      courses,
      coach.id,
      siteUrl,
      mailLanguageOf(record),
      nowMs,
    );
    if ((await queueMail(mail)) === 'queued') queued++;
  }
  return { coaches: coaches.size, queued };
}
