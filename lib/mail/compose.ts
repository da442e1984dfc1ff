import { escapeHtml, MAIL_FOOTER_SLOT } from './layout';
import { MAIL_TOPIC_NAMES, type MailTopic } from './topics';
import { unsubscribeUrl } from './unsubscribe-link';

/** What queueMail takes: see the contract in lib/mail/index.ts. */
export type OutgoingMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  unsubscribe?: MailTopic;
};

/** The message as nodemailer takes it. */
export type ComposedMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

export type ComposeSettings = { from: string; siteUrl: string; unsubscribeKey: Buffer };

/**
 * The message as sent: with a topic, the one-click List-Unsubscribe headers (RFC 8058) and
 * a footer with the same link in both parts.
 */
export function composeMessage(
  mail: Omit<OutgoingMail, 'id'>,
  settings: ComposeSettings,
): ComposedMessage {
  const base = { from: settings.from, to: mail.to, subject: mail.subject };
  if (!mail.unsubscribe) {
    return { ...base, text: mail.text, html: mail.html.replace(MAIL_FOOTER_SLOT, ''), headers: {} };
  }
  const url = unsubscribeUrl(settings.siteUrl, settings.unsubscribeKey, mail.to, mail.unsubscribe);
  const settingsUrl = new URL('/home/settings', settings.siteUrl).toString();
  const name = MAIL_TOPIC_NAMES[mail.unsubscribe];
  const footerText = `You get these e-mails because you are a member. To stop ${name}: ${url}\nChoose which e-mails you get: ${settingsUrl}`;
  const muted =
    'font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#6b7280;';
  const footerHtml = `<p style="${muted}margin:24px 0 0;">You get these e-mails because you are a member. <a href="${escapeHtml(url)}" style="color:#374151;">Stop ${escapeHtml(name)}</a> · <a href="${escapeHtml(settingsUrl)}" style="color:#374151;">Choose which e-mails you get</a></p>`;
  const html = mail.html.includes(MAIL_FOOTER_SLOT)
    ? mail.html.replace(MAIL_FOOTER_SLOT, footerHtml)
    : mail.html.replace(/<\/body>/i, `${footerHtml}</body>`);
  return {
    ...base,
    text: `${mail.text.trimEnd()}\n\n${footerText}\n`,
    html: html.includes(footerHtml) ? html : `${html}\n${footerHtml}`,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
