import 'server-only';
import { markdownToText } from '../announcements';
import type { Course } from '../content';
import { opensAfterDaysOf } from '../grants/client';
import { getTranslator, type Locale } from '../i18n';
import {
  mailLanguageOf,
  queueMail,
  receivesMail,
  renderMailLayout,
  type OutgoingMail,
} from '../mail';
import { memberDoc } from '../members';
import { answerMailId, answerMailTopic } from './mail-topics';
import { threadHref, type Answer, type Thread } from './rules';
import { canSeeClass, coursesOfRecord, viewerOf } from './store';

/**
 * The e-mail telling an asker their question has an answer, in their language: the answer
 * as plain text (the layout escapes it), a link to the class at the question. Its id is
 * the question's (answerMailId), so the outbox sends it once however many answers come.
 * `courses` are the asker's (coursesOfRecord): a retry sends it only while the class is
 * still open to them, and the answer not hidden or deleted (withdrawPostMail).
 */
export function answerMail(
  thread: Pick<Thread, 'id' | 'courseId' | 'classId'>,
  answer: Pick<Answer, 'id' | 'authorName' | 'body'>,
  courses: readonly Course[],
  to: string,
  siteUrl: string,
  locale: Locale,
): OutgoingMail {
  const t = getTranslator(locale, 'communityHub');
  const { text, html } = renderMailLayout({
    heading: t('mail.heading'),
    paragraphs: [t('mail.intro', { name: answer.authorName }), markdownToText(answer.body)],
    action: { label: t('mail.action'), href: new URL(threadHref(thread), siteUrl).toString() },
    locale,
  });
  return {
    id: answerMailId(thread.id),
    about: answerMailTopic(thread.id, answer.id),
    to,
    subject: t('mail.subject'),
    language: locale,
    text,
    html,
    unsubscribe: 'answers',
    audience: { courseIds: [thread.courseId], opensAfterDays: opensAfterDaysOf(courses, [thread]) },
  };
}

/**
 * After an answer by someone else: the asker's e-mail, through the outbox (exactly once per
 * question), unless they turned `answers` off, are disabled, no longer have the course or
 * may not open the class now (its drip release restarts when a revoked course is given again).
 */
export async function queueAnswerMail(
  thread: Thread,
  answer: Answer,
  siteUrl: string,
  nowMs = Date.now(),
): Promise<'queued' | 'duplicate' | 'skipped'> {
  if (answer.authorEmail === thread.authorEmail) return 'skipped';
  const record = (await memberDoc(thread.authorEmail).get()).data();
  if (!receivesMail(record, { courseIds: [thread.courseId] }, 'answers', nowMs)) return 'skipped';
  const courses = await coursesOfRecord(record, nowMs);
  const asker = viewerOf(thread.authorEmail, false, courses);
  if (!canSeeClass(asker, thread.courseId, thread.classId)) return 'skipped';
  const locale = mailLanguageOf(record);
  return queueMail(answerMail(thread, answer, courses, thread.authorEmail, siteUrl, locale));
}
