import { announcementMail } from '../mail';

const announcement = {
  id: 'a1',
  title: 'Live session on Friday',
  markdown:
    'Join us **Friday**: [the room](https://meet.example.com/r).\n\n<script>alert(1)</script> [x](javascript:alert(1))',
};

describe('announcementMail', () => {
  const mail = announcementMail(announcement, 'ann@example.com', 'https://academy.example.com');

  it('is once per announcement and address, and can be stopped by topic', () => {
    expect(mail).toMatchObject({
      id: 'announcement:a1:ann@example.com',
      to: 'ann@example.com',
      subject: 'Live session on Friday',
      unsubscribe: 'announcements',
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
