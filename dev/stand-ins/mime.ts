/**
 * Just enough of MIME (RFC 2045–2047) for the mail catcher to show what the app sends:
 * headers (unfolded, encoded words decoded), and the first text/plain and text/html parts
 * of any multipart tree, their transfer encoding (base64, quoted-printable) and charset
 * undone. Input is the raw message as nodemailer writes it.
 */

export type ParsedMail = {
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
};

type Part = { headers: Record<string, string>; body: string };

/** Bytes as a latin1 string (one char per byte) back to text in the given charset. */
function decodeBytes(bytes: string, charset = 'utf-8'): string {
  const buffer = Buffer.from(bytes, 'latin1');
  try {
    return new TextDecoder(charset.toLowerCase()).decode(buffer);
  } catch {
    return buffer.toString('utf8');
  }
}

export function decodeQuotedPrintable(input: string): string {
  return input
    .replace(/[\t ]+(?=\r?\n)/g, '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const decodeBase64 = (input: string) =>
  Buffer.from(input.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('latin1');

/** =?utf-8?B?...?= and =?utf-8?Q?...?= words; whitespace between two of them goes. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, charset: string, encoding: string, text: string) => {
        const bytes =
          encoding.toUpperCase() === 'B'
            ? decodeBase64(text)
            : decodeQuotedPrintable(text.replace(/_/g, ' '));
        return decodeBytes(bytes, charset.split('*')[0]);
      },
    );
}

function splitHeadAndBody(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

/** Header names lowercased; a repeated header keeps its first value. */
export function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = head.replace(/\r?\n(?=[ \t])/g, '');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (name in headers) continue;
    headers[name] = decodeEncodedWords(decodeBytes(line.slice(colon + 1).trim()));
  }
  return headers;
}

/** `text/plain; charset="utf-8"` → { type: 'text/plain', params: { charset: 'utf-8' } }. */
export function parseContentType(value: string | undefined): {
  type: string;
  params: Record<string, string>;
} {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    const name = param.slice(0, eq).trim().toLowerCase();
    params[name] = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

function parsePart(raw: string): Part {
  const { head, body } = splitHeadAndBody(raw);
  return { headers: parseHeaders(head), body };
}

function bodyText(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? decodeBase64(part.body)
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : part.body;
  return decodeBytes(bytes, parseContentType(part.headers['content-type']).params.charset);
}

/** The parts between the boundary lines, without the preamble and the epilogue. */
function splitMultipart(body: string, boundary: string): string[] {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escaped}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g');
  const parts: string[] = [];
  let start = -1;
  for (let match = delimiter.exec(body); match; match = delimiter.exec(body)) {
    if (start >= 0) parts.push(body.slice(start, match.index));
    if (match[1]) return parts;
    start = match.index + match[0].length;
  }
  if (start >= 0) parts.push(body.slice(start));
  return parts;
}

function collectTexts(part: Part, found: { text?: string; html?: string }): void {
  const { type, params } = parseContentType(part.headers['content-type']);
  if (type.startsWith('multipart/') && params.boundary) {
    for (const child of splitMultipart(part.body, params.boundary))
      collectTexts(parsePart(child), found);
    return;
  }
  if (/^attachment/i.test(part.headers['content-disposition'] ?? '')) return;
  if (type === 'text/plain' && found.text === undefined) found.text = bodyText(part);
  if (type === 'text/html' && found.html === undefined) found.html = bodyText(part);
}

export function parseMail(raw: string): ParsedMail {
  const message = parsePart(raw);
  const found: { text?: string; html?: string } = {};
  collectTexts(message, found);
  return {
    headers: message.headers,
    subject: message.headers.subject ?? '',
    from: message.headers.from ?? '',
    to: message.headers.to ?? '',
    text: found.text ?? '',
    html: found.html ?? '',
  };
}
