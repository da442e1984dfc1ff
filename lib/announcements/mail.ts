import type { Locale } from '../i18n';
import { mailTranslator, renderMailLayout, type OutgoingMail } from '../mail';
import { localizedText, type Announcement } from './client';
import { markdownToText, renderMarkdown } from './markdown';

/** Stands in the layout for the message's HTML, which the layout would escape. */
const BODY_SLOT = 'announcement-body-slot-7f3a';

const PROSE =
  'font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:16px;line-height:1.5;';

/** What an announcement's mails tell of (OutgoingMail's `about`). */
export const announcementMailTopic = (id: string) => `announcement:${id}`;

/**
 * The e-mail of an announcement to one member, in their language (the operator's
 * translation of the title and message, else the English): the one mail layout, with the
 * message as text and as HTML from the same Markdown renderer as the members' page, and a
 * link to it. Its id makes it once per announcement and address, and readers can stop
 * announcements.
 */
export function announcementMail(
  announcement: Pick<Announcement, 'id' | 'title' | 'markdown' | 'courseIds'> &
    Partial<Pick<Announcement, 'translations'>>,
  to: string,
  siteUrl: string,
  locale: Locale = 'en',
): OutgoingMail {
  const { title, markdown } = localizedText(announcement, locale);
  const action = {
    label: mailTranslator(locale)('announcement.action'),
    href: new URL('/home/announcements', siteUrl).toString(),
  };
  const { text } = renderMailLayout({
    heading: title,
    paragraphs: [markdownToText(markdown)],
    action,
    locale,
  });
  const { html } = renderMailLayout({ heading: title, paragraphs: [BODY_SLOT], action, locale });
  const body = `<div style="${PROSE}">${renderMarkdown(markdown)}</div>`;
  return {
    id: `announcement:${announcement.id}:${to}`,
    to,
    subject: title,
    language: locale,
    text,
    html: html.replace(new RegExp(`<p[^>]*>${BODY_SLOT}</p>`), () => body),
    unsubscribe: 'announcements',
    audience: { courseIds: announcement.courseIds },
    about: announcementMailTopic(announcement.id),
  };
}
