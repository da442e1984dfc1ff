import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from '../i18n/client';
import { site } from '../site';

export type MailLayoutInput = {
  heading: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  /** The language the words are in (the HTML's `lang`); English when not given. */
  locale?: Locale;
};

export type RenderedMail = { text: string; html: string };

/** Where the sender adds the unsubscribe line (lib/mail/send.ts), so it sits inside the card. */
export const MAIL_FOOTER_SLOT = '<!--mail-footer-->';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Links in mail are absolute http(s) only: a javascript: or relative href is refused. */
function checkedHref(href: string): string {
  if (!URL.canParse(href) || !/^https?:$/.test(new URL(href).protocol))
    throw new Error(`A mail link must be an absolute http(s) URL, not ${JSON.stringify(href)}`);
  return href;
}

/**
 * Every e-mail's one layout: the same words as plain text and as HTML (every text escaped),
 * a heading, paragraphs and at most one button.
 */
export function renderMailLayout(input: MailLayoutInput): RenderedMail {
  const action = input.action && { ...input.action, href: checkedHref(input.action.href) };
  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    `— ${site.name}`,
  ].join('\n');

  const font = 'font-family:Arial,Helvetica,sans-serif;color:#1f2937;';
  const html = [
    '<!doctype html>',
    `<html lang="${LANGUAGE_TAGS[input.locale ?? DEFAULT_LOCALE]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.heading)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;"><tr><td style="padding:24px;">',
    `<p style="${font}margin:0 0 16px;font-size:14px;font-weight:bold;color:#6b7280;">${escapeHtml(site.name)}</p>`,
    `<h1 style="${font}margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(input.heading)}</h1>`,
    ...input.paragraphs.map(
      (paragraph) =>
        `<p style="${font}margin:0 0 16px;font-size:16px;line-height:1.5;">${escapeHtml(paragraph)}</p>`,
    ),
    ...(action
      ? [
          `<p style="margin:24px 0;"><a href="${escapeHtml(action.href)}" style="${font}display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    MAIL_FOOTER_SLOT,
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
  return { text, html };
}
