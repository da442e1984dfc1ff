import { announcementMail } from '../mail';

const announcement = {
  id: 'a1',
  title: 'Live session on Friday',
  markdown:
    'Join us **Friday**: [the room](https://meet.example.com/r).\n\n<script>alert(1)</script> [x](javascript:alert(1))',
  courseIds: ['course-a'],
};

describe('announcementMail', () => {
  const mail = announcementMail(announcement, 'ann@example.com', 'https://academy.example.com');

  it('is once per announcement and address, and can be stopped by topic', () => {
    expect(mail).toMatchObject({
      id: 'announcement:a1:ann@example.com',
      to: 'ann@example.com',
      subject: 'Live session on Friday',
      unsubscribe: 'announcements',
      audience: { courseIds: ['course-a'] },
      // Its unsent copies are withdrawn when the announcement is edited or deleted.
      about: 'announcement:a1',
    });
  });

  it('carries the same Markdown as text and as safe HTML, with a link to the page', () => {
    expect(mail.text).toContain('Join us Friday: the room (https://meet.example.com/r).');
    expect(mail.text).toContain('https://academy.example.com/home/announcements');
    expect(mail.html).toContain('<strong>Friday</strong>');
    expect(mail.html).toContain(
      '<a href="https://meet.example.com/r" rel="noopener noreferrer">the room</a>',
    );
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toMatch(/<script|javascript:alert\(1\)"/i);
    expect(mail.html).toContain('href="https://academy.example.com/home/announcements"');
    expect(mail.html).not.toContain('announcement-body-slot');
  });
});

describe('announcementMail in the member’s language', () => {
  const translated = {
    ...announcement,
    translations: {
      zh: {
        title: '星期五的直播',
        markdown: '**星期五**见：[直播间](https://meet.example.com/r)。',
      },
      ms: { title: 'Sesi langsung pada hari Jumaat' },
    },
  };

  it('writes a Chinese announcement: title, message and button in Chinese, tagged zh-Hans', () => {
    const mail = announcementMail(
      translated,
      'mei@example.com',
      'https://academy.example.com',
      'zh',
    );
    expect(mail).toMatchObject({
      id: 'announcement:a1:mei@example.com',
      subject: '星期五的直播',
      language: 'zh',
      unsubscribe: 'announcements',
    });
    expect(mail.text).toContain('星期五见：直播间 (https://meet.example.com/r)。');
    expect(mail.text).toContain('在会员区打开: https://academy.example.com/home/announcements');
    expect(mail.html).toContain('<strong>星期五</strong>');
    expect(mail.html).toContain('<html lang="zh-Hans">');
    expect(mail.text).not.toContain('Join us');
  });

  it('takes the English message where only the title was translated', () => {
    const mail = announcementMail(
      translated,
      'siti@example.com',
      'https://academy.example.com',
      'ms',
    );
    expect(mail.subject).toBe('Sesi langsung pada hari Jumaat');
    expect(mail.text).toContain('Join us Friday');
    expect(mail.text).toContain(
      'Buka di ruang ahli: https://academy.example.com/home/announcements',
    );
  });

  it('is the English one for an English reader, translations or not', () => {
    const mail = announcementMail(translated, 'ann@example.com', 'https://academy.example.com');
    expect(mail.subject).toBe('Live session on Friday');
    expect(mail.language).toBe('en');
    expect(mail.text).toContain(
      'Open in the members area: https://academy.example.com/home/announcements',
    );
  });
});
