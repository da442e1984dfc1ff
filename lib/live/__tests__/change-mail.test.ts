import { sessionChangeMail, sessionChangeMailId } from '../change-mail';
import { newLiveSession, type LiveSession } from '../types';

const session = newLiveSession(
  {
    id: 's1',
    title: 'Gold <live>',
    description: 'Bring a chart.',
    startsAt: Date.parse('2026-12-08T12:30:00Z'),
    durationMinutes: 90,
    timeZone: 'Asia/Kuala_Lumpur',
    joinUrl: 'https://meet.example.com/abc',
    courseIds: ['course-a'],
    sequence: 3,
  },
  0,
);

describe('sessionChangeMail', () => {
  it('is keyed by session, sequence and address, so each change reaches each member once', () => {
    expect(sessionChangeMailId(session, 'ann@example.com')).toBe(
      'session-change:s1:3:ann@example.com',
    );
    expect(sessionChangeMail('changed', session, 'ann@example.com', 'https://a.example').id).toBe(
      'session-change:s1:3:ann@example.com',
    );
  });

  it('tells a change with the new time in the session’s zone and UTC, and the join link', () => {
    const mail = sessionChangeMail('changed', session, 'ann@example.com', 'https://a.example');
    expect(mail.subject).toBe('Changed: Gold <live>');
    expect(mail.unsubscribe).toBe('reminders');
    expect(mail.about).toBe('live:s1');
    expect(mail.text).toContain(
      'Tue, 8 Dec 2026, 20:30 (Malaysia Time), Tue, 8 Dec 2026, 12:30 UTC',
    );
    expect(mail.text).toContain('1 h 30 min');
    expect(mail.text).toContain('Join link: https://meet.example.com/abc');
    expect(mail.text).toContain('https://a.example/home/live');
    expect(mail.html).toContain('Gold &lt;live&gt;');
    expect(mail.html).not.toContain('<live>');
  });

  it('tells a cancellation', () => {
    const mail = sessionChangeMail(
      'cancelled',
      { ...session, status: 'cancelled' },
      'ann@example.com',
      'https://a.example',
    );
    expect(mail.subject).toBe('Cancelled: Gold <live>');
    expect(mail.text).toContain('is cancelled');
    expect(mail.text).not.toContain('Join link');
  });
});

describe('sessionChangeMail in the member’s language', () => {
  const translated: LiveSession = {
    ...session,
    startsAt: Date.parse('2026-12-11T12:30:00Z'), // a Friday
    translations: { zh: { title: '黄金直播', description: '请准备好图表。' } },
  };

  it('tells a Chinese member of a change in Chinese, with 星期五 and the duration in Chinese', () => {
    const mail = sessionChangeMail(
      'changed',
      translated,
      'mei@example.com',
      'https://a.example',
      'zh',
    );
    expect(mail.subject).toBe('已更改：黄金直播');
    expect(mail.language).toBe('zh');
    expect(mail.text).toContain('直播课“黄金直播”有所更改。');
    expect(mail.text).toContain('星期五');
    expect(mail.text).toContain('1小时30分钟');
    expect(mail.text).toContain('请准备好图表。');
    expect(mail.text).toContain('加入链接：https://meet.example.com/abc');
    expect(mail.text).toContain('查看您的直播课: https://a.example/home/live');
  });

  it('tells a Malay member of a cancellation in Malay, with the English title as none was given', () => {
    const mail = sessionChangeMail(
      'cancelled',
      { ...translated, status: 'cancelled' },
      'siti@example.com',
      'https://a.example',
      'ms',
    );
    expect(mail.subject).toBe('Dibatalkan: Gold <live>');
    expect(mail.text).toContain(
      'Sesi langsung “Gold <live>” yang dijadualkan pada Jumaat, 11 Dis 2026, 20:30 (Waktu Malaysia), Jumaat, 11 Dis 2026, 12:30 UTC telah dibatalkan.',
    );
    expect(mail.html).toContain('<html lang="ms">');
  });
});
