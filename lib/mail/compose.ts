import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from '../i18n';
import { escapeHtml, MAIL_FOOTER_SLOT } from './layout';
import type { MailTopic } from './topics';
import { unsubscribeUrl } from './unsubscribe-link';
import { mailTranslator } from './words';

/** What queueMail takes: see the contract in lib/mail/index.ts. */
export type OutgoingMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  unsubscribe?: MailTopic;
  /** Whom a topic's mail is for; a retry sends it only to a recipient still in it (deliver.ts). */
  audience?: MailAudience;
  /**
   * What the mail tells of (`live:{id}`, `announcement:{id}`): when that changes or goes,
   * `withdrawMail` drops the copies not sent yet, so a retry never tells what is no longer so.
   */
  about?: string;
  /** The recipient's language, which the words are in (Content-Language); English if absent. */
  language?: Locale;
  /**
   * When it is of no use any more (ms): a session's reminder once the session starts. A retry
   * after that drops it (deliver.ts), so an outage never delivers "starts in 60 minutes" late.
   */
  expiresAt?: number;
};

/**
 * Whom a member's mail may still reach when it goes out (which can be hours after it was
 * queued): the courses it is about ([]: anyone with some access), each of them when it
 * names something of `every` one, and per course the release day (`releaseAfterDays`) of
 * the latest class it names, which the recipient must have open by then.
 */
export type MailAudience = {
  readonly courseIds: readonly string[];
  readonly every?: boolean;
  readonly opensAfterDays?: Readonly<Record<string, number>>;
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
 * The message as sent: a Content-Language header naming the recipient's language; with a
 * topic, the one-click List-Unsubscribe headers (RFC 8058) and a footer, in that language,
 * with the same link in both parts.
 */
export function composeMessage(
  mail: Omit<OutgoingMail, 'id'>,
  settings: ComposeSettings,
): ComposedMessage {
  const locale = mail.language ?? DEFAULT_LOCALE;
  const base = { from: settings.from, to: mail.to, subject: mail.subject };
  const language = { 'Content-Language': LANGUAGE_TAGS[locale] };
  if (!mail.unsubscribe) {
    const html = mail.html.replace(MAIL_FOOTER_SLOT, '');
    return { ...base, text: mail.text, html, headers: language };
  }
  const url = unsubscribeUrl(settings.siteUrl, settings.unsubscribeKey, mail.to, mail.unsubscribe);
  const settingsUrl = new URL('/home/settings', settings.siteUrl).toString();
  const t = mailTranslator(locale);
  const topic = t(`topics.${mail.unsubscribe}`);
  const footerText = `${t('footer.member')} ${t('footer.stopText', { topic, url })}\n${t('footer.chooseText', { url: settingsUrl })}`;
  const muted =
    'font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#6b7280;';
  const footerHtml = `<p style="${muted}margin:24px 0 0;">${escapeHtml(t('footer.member'))} <a href="${escapeHtml(url)}" style="color:#374151;">${escapeHtml(t('footer.stopLink', { topic }))}</a> · <a href="${escapeHtml(settingsUrl)}" style="color:#374151;">${escapeHtml(t('footer.choose'))}</a></p>`;
  const html = mail.html.includes(MAIL_FOOTER_SLOT)
    ? mail.html.replace(MAIL_FOOTER_SLOT, footerHtml)
    : mail.html.replace(/<\/body>/i, `${footerHtml}</body>`);
  return {
    ...base,
    text: `${mail.text.trimEnd()}\n\n${footerText}\n`,
    html: html.includes(footerHtml) ? html : `${html}\n${footerHtml}`,
    headers: {
      ...language,
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
