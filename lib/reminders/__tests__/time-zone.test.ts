import { sessionChangeMail } from '../../live/change-mail';
import type { LiveSession } from '../../live/client';
import { reminderMail, startText } from '../rules';

/** E-mails name a live session's time in the member's saved zone; without one, as before. */
const STARTS = Date.UTC(2026, 11, 4, 19, 50);
const session: LiveSession = {
  id: 's1',
  title: 'Weekly review',
  description: '',
  startsAt: STARTS,
  durationMinutes: 60,
  timeZone: 'Europe/London',
  joinUrl: 'https://meet.example.com/weekly',
  courseIds: [],
  status: 'scheduled',
  sequence: 1,
  recordingVideoId: null,
  seriesId: null,
  createdAt: 0,
  updatedAt: 0,
};
const options = { siteUrl: 'https://academy.example.com', nowMs: STARTS - 3_600_000 };

describe('startText', () => {
  it("is in the member's zone, named, when their record has one", () => {
    expect(startText(STARTS, 'en', 'Asia/Kuala_Lumpur')).toBe(
      'Sat, 5 Dec 2026, 03:50 (Malaysia Time)',
    );
    expect(startText(STARTS, 'ms', 'Asia/Kuala_Lumpur')).toMatch(
      /^Sabtu, .*03:50 \(Waktu Malaysia\)$/,
    );
  });

  it('stays in UTC without a zone, and for a member whose zone is UTC', () => {
    expect(startText(STARTS, 'en')).toBe('Fri, 4 Dec 2026, 19:50 UTC');
    expect(startText(STARTS, 'en', null)).toBe('Fri, 4 Dec 2026, 19:50 UTC');
    expect(startText(STARTS, 'en', 'UTC')).toBe('Fri, 4 Dec 2026, 19:50 UTC');
  });
});

describe("a reminder in the member's zone", () => {
  it('names the start in that zone', () => {
    const mail = reminderMail(session, { ...options, timeZone: 'Asia/Kuala_Lumpur' });
    expect(mail.text).toContain('Sat, 5 Dec 2026, 03:50 (Malaysia Time)');
    expect(mail.text).not.toContain('UTC');
    expect(reminderMail(session, options).text).toContain('Fri, 4 Dec 2026, 19:50 UTC');
  });
});

describe("a session change in the member's zone", () => {
  it("names the new start in the member's zone instead of the session's and UTC", () => {
    const mail = sessionChangeMail(
      'changed',
      session,
      'a@example.com',
      'https://a.example',
      'en',
      'Asia/Kuala_Lumpur',
    );
    expect(mail.text).toContain('Sat, 5 Dec 2026, 03:50 (Malaysia Time)');
    expect(mail.text).not.toContain('UTC');
    const before = sessionChangeMail('changed', session, 'a@example.com', 'https://a.example');
    expect(before.text).toContain(
      'Fri, 4 Dec 2026, 19:50 (United Kingdom Time), Fri, 4 Dec 2026, 19:50 UTC',
    );
  });
});
