import { renderMailLayout } from '../client';
import { composeMessage } from '../compose';
import { unsubscribeKey, verifyUnsubscribe } from '../unsubscribe-link';

const settings = {
  from: 'Apex Traders Academy <academy@example.com>',
  siteUrl: 'https://academy.example.com',
  unsubscribeKey: unsubscribeKey('a-long-cron-secret'),
};
const body = renderMailLayout({ heading: 'Hello', paragraphs: ['A line.'] });
const mail = { to: 'Mei.Ling@example.com', subject: 'Hello', ...body };

describe('composeMessage', () => {
  it('sends a message without a topic as written, with no unsubscribe header', () => {
    const message = composeMessage(mail, settings);
    expect(message).toMatchObject({ from: settings.from, to: mail.to, subject: 'Hello' });
    expect(message.text).toBe(body.text);
    expect(message.html).not.toContain('mail-footer');
    expect(message.headers).toEqual({ 'Content-Language': 'en' });
  });

  it('adds the one-click headers and a footer naming the same signed link', () => {
    const message = composeMessage({ ...mail, unsubscribe: 'reminders' }, settings);
    const url = /^<(.+)>$/.exec(message.headers['List-Unsubscribe']!)?.[1];
    expect(url).toMatch(/^https:\/\/academy\.example\.com\/api\/unsubscribe\?/);
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(verifyUnsubscribe(settings.unsubscribeKey, new URL(url!).searchParams)).toEqual({
      address: 'mei.ling@example.com',
      topic: 'reminders',
    });
    expect(message.text).toContain(`To stop reminders of live sessions: ${url}`);
    expect(message.text).toContain('https://academy.example.com/home/settings');
    expect(message.html).toContain(`href="${url!.replace(/&/g, '&amp;')}"`);
    expect(message.html.indexOf('Stop reminders')).toBeLessThan(message.html.indexOf('</td>'));
    expect(message.headers['Content-Language']).toBe('en');
  });

  it('names the language and writes the footer in it: Malay', () => {
    const message = composeMessage(
      { ...mail, unsubscribe: 'announcements', language: 'ms' },
      settings,
    );
    expect(message.headers['Content-Language']).toBe('ms');
    expect(message.text).toContain('Anda menerima e-mel ini kerana anda seorang ahli.');
    expect(message.text).toContain(
      'Untuk berhenti menerima pengumuman: https://academy.example.com/',
    );
    expect(message.text).toContain(
      'Pilih e-mel yang anda mahu terima: https://academy.example.com/home/settings',
    );
    expect(message.html).toContain('>Berhenti menerima pengumuman</a>');
    expect(message.text).not.toContain('You get these e-mails');
  });

  it('says zh-Hans for Chinese, with the footer in Chinese', () => {
    const message = composeMessage({ ...mail, unsubscribe: 'nudges', language: 'zh' }, settings);
    expect(message.headers['Content-Language']).toBe('zh-Hans');
    expect(message.html).toContain('>停止接收继续学习提醒</a>');
    expect(message.html).toContain('>选择您要接收的电邮</a>');
  });
});
