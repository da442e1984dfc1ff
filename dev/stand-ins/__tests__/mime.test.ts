import MailComposer from 'nodemailer/lib/mail-composer';
import {
  decodeEncodedWords,
  decodeQuotedPrintable,
  parseContentType,
  parseHeaders,
  parseMail,
} from '../mime';

/** The raw message nodemailer would send for these options. */
async function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<string> {
  const buffer = await new MailComposer(options).compile().build();
  return buffer.toString('latin1');
}

describe('parseMail', () => {
  it('reads back what nodemailer writes: both parts, non-ASCII text and headers', async () => {
    const longLine = `Élan ${'détaillé '.repeat(30)}fin`;
    const raw = await compose({
      from: 'Apex Traders Academy <academy@example.com>',
      to: 'mei.ling@example.com',
      subject: 'Réunion: risk — 15 min “live”',
      text: `Hello Mei Ling,\n\n${longLine}\nSee you.`,
      html: `<p>Hello <b>Mei Ling</b> &amp; co</p><p>${longLine}</p>`,
      headers: {
        'List-Unsubscribe':
          '<https://academy.example.com/api/unsubscribe?a=x%40y.com&t=reminders&s=abc_-9>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Réunion: risk — 15 min “live”');
    expect(mail.from).toBe('Apex Traders Academy <academy@example.com>');
    expect(mail.to).toBe('mei.ling@example.com');
    expect(mail.text).toBe(`Hello Mei Ling,\n\n${longLine}\nSee you.`);
    expect(mail.html).toBe(`<p>Hello <b>Mei Ling</b> &amp; co</p><p>${longLine}</p>`);
    expect(mail.headers['list-unsubscribe']).toBe(
      '<https://academy.example.com/api/unsubscribe?a=x%40y.com&t=reminders&s=abc_-9>',
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative; boundary=/);
  });

  it('reads base64 parts and skips attachments', async () => {
    const raw = await compose({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'Plain',
      text: 'Just text ✓',
      textEncoding: 'base64',
      attachments: [{ filename: 'notes.txt', content: 'not the body' }],
    });
    const mail = parseMail(raw);
    expect(mail.text).toBe('Just text ✓');
    expect(mail.html).toBe('');
  });

  it('reads a single-part message', () => {
    const mail = parseMail(
      'Subject: Hi\r\nTo: b@example.com\r\nContent-Type: text/plain; charset=us-ascii\r\n\r\nBody line\r\n',
    );
    expect(mail).toMatchObject({ subject: 'Hi', to: 'b@example.com', text: 'Body line\r\n' });
  });

  it('stops at the closing boundary, leaving the epilogue out', () => {
    const raw = [
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      'preamble',
      '--b1',
      'Content-Type: text/plain',
      '',
      'first',
      '--b1',
      'Content-Type: text/html',
      '',
      '<p>second</p>',
      '--b1--',
      'epilogue',
    ].join('\r\n');
    expect(parseMail(raw)).toMatchObject({ text: 'first', html: '<p>second</p>' });
  });
});

describe('the pieces', () => {
  it('undoes quoted-printable soft breaks and escapes', () => {
    expect(decodeQuotedPrintable('a=3Db =\r\nc=C3=A9')).toBe('a=b c\u00c3\u00a9');
  });

  it('decodes encoded words, joining adjacent ones', () => {
    expect(decodeEncodedWords('=?UTF-8?Q?R=C3=A9union?= =?UTF-8?B?IOKckw==?= now')).toBe(
      'Réunion ✓ now',
    );
  });

  it('unfolds headers and keeps the first of a repeated one', () => {
    expect(parseHeaders('Subject: one\r\n two\r\nReceived: a\r\nReceived: b')).toEqual({
      subject: 'one two',
      received: 'a',
    });
  });

  it('reads quoted and bare parameters', () => {
    expect(parseContentType('Multipart/Mixed; boundary="--_x y"; charset=utf-8')).toEqual({
      type: 'multipart/mixed',
      params: { boundary: '--_x y', charset: 'utf-8' },
    });
  });
});
