import { sessionChangeMail, sessionChangeMailId } from '../change-mail';
import type { LiveSession } from '../types';

const session: LiveSession = {
  id: 's1',
  title: 'Gold <live>',
  description: 'Bring a chart.',
  startsAt: Date.parse('2026-12-08T12:30:00Z'),
  durationMinutes: 90,
  timeZone: 'Asia/Kuala_Lumpur',
  joinUrl: 'https://meet.example.com/abc',
  courseIds: ['course-a'],
  status: 'scheduled',
  sequence: 3,
  recordingVideoId: null,
  seriesId: null,
  createdAt: 0,
  updatedAt: 0,
};

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
    expect(mail.text).toContain(
      'Tue, 8 Dec 2026, 20:30 (Asia/Kuala_Lumpur), Tue, 8 Dec 2026, 12:30 UTC',
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
