import type { OutgoingMail } from '../mail';
import { renderMailLayout } from '../mail/client';
import type { Announcement } from './client';
import { markdownToText, renderMarkdown } from './markdown';

/** Stands in the layout for the message's HTML, which the layout would escape. */
const BODY_SLOT = 'announcement-body-slot-7f3a';

const PROSE =
  'font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:16px;line-height:1.5;';

/**
 * The e-mail of an announcement to one member: the one mail layout, with the message as
 * text and as HTML from the same Markdown renderer as the members' page, and a link to it.
 * Its id makes it once per announcement and address, and readers can stop announcements.
 */
export function announcementMail(
  announcement: Pick<Announcement, 'id' | 'title' | 'markdown'>,
  to: string,
  siteUrl: string,
): OutgoingMail {
  const action = {
    label: 'Open in the members area',
    href: new URL('/home/announcements', siteUrl).toString(),
  };
  const { text } = renderMailLayout({
    heading: announcement.title,
    paragraphs: [markdownToText(announcement.markdown)],
    action,
  });
  const { html } = renderMailLayout({
    heading: announcement.title,
    paragraphs: [BODY_SLOT],
    action,
  });
  const body = `<div style="${PROSE}">${renderMarkdown(announcement.markdown)}</div>`;
  return {
    id: `announcement:${announcement.id}:${to}`,
    to,
    subject: announcement.title,
    text,
    html: html.replace(new RegExp(`<p[^>]*>${BODY_SLOT}</p>`), () => body),
    unsubscribe: 'announcements',
  };
}
