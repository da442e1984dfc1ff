import { newLiveSession, type LiveSession } from '../../live/client';
import { composeMessage } from '../../mail/compose';
import { unsubscribeKey } from '../../mail/unsubscribe-link';
import {
  dueReminderKind,
  dueReminders,
  reminderMail,
  reminderMailId,
  reminderRunId,
  timeLeftText,
} from '../rules';

const NOW = Date.UTC(2026, 10, 30, 12, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;

const session = (overrides: Partial<LiveSession> = {}): LiveSession =>
  newLiveSession(
    {
      id: 's1',
      title: 'Weekly review',
      startsAt: NOW + 10 * HOUR,
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/weekly',
      ...overrides,
    },
    0,
  );

describe('dueReminderKind', () => {
  it.each([
    [25 * HOUR, null],
    [24 * HOUR + 1, null],
    [24 * HOUR, '24h'],
    [10 * HOUR, '24h'],
    [HOUR + 1, '24h'],
    [HOUR, '1h'],
    [30 * MIN, '1h'],
    [1, '1h'],
    [0, null],
    [-5 * MIN, null],
  ])('a session starting in %d ms is due for %s', (lead, kind) => {
    expect(dueReminderKind(session({ startsAt: NOW + lead }), NOW)).toBe(kind);
  });

  it('sends nothing for a cancelled session', () => {
    expect(
      dueReminderKind(session({ status: 'cancelled', startsAt: NOW + 30 * MIN }), NOW),
    ).toBeNull();
    expect(dueReminderKind(session({ status: 'cancelled' }), NOW)).toBeNull();
  });

  it('gives a session first seen within the hour only the 1-hour reminder', () => {
    const late = session({ startsAt: NOW + 40 * MIN });
    const kinds = [0, 5, 10, 15, 20, 25, 30, 35].map((m) => dueReminderKind(late, NOW + m * MIN));
    expect(new Set(kinds)).toEqual(new Set(['1h']));
  });

  it('gives a session followed every 5 minutes from two days before both reminders, in order', () => {
    const s = session({ startsAt: NOW + 48 * HOUR });
    const seen: string[] = [];
    for (let t = NOW; t < s.startsAt + HOUR; t += 5 * MIN) {
      const kind = dueReminderKind(s, t);
      if (kind && seen[seen.length - 1] !== kind) seen.push(kind);
    }
    expect(seen).toEqual(['24h', '1h']);
  });
});

describe('dueReminders', () => {
  it('lists only the due sessions, soonest first', () => {
    const due = dueReminders(
      [
        session({ id: 'later', startsAt: NOW + 20 * HOUR }),
        session({ id: 'far', startsAt: NOW + 30 * HOUR }),
        session({ id: 'soon', startsAt: NOW + 20 * MIN }),
        session({ id: 'gone', startsAt: NOW - MIN }),
        session({ id: 'off', status: 'cancelled', startsAt: NOW + 2 * HOUR }),
      ],
      NOW,
    );
    expect(due.map((d) => [d.session.id, d.kind])).toEqual([
      ['soon', '1h'],
      ['later', '24h'],
    ]);
  });
});

describe('reminder ids', () => {
  it('are one per kind, session, start and member', () => {
    const s = session();
    expect(reminderMailId('24h', s, 'a@example.com')).toBe(
      `reminder-24h:s1@${s.startsAt}:a@example.com`,
    );
    const ids = new Set([
      reminderMailId('24h', s, 'a@example.com'),
      reminderMailId('1h', s, 'a@example.com'),
      reminderMailId('24h', s, 'b@example.com'),
      reminderMailId('24h', { ...s, id: 's2' }, 'a@example.com'),
      reminderMailId('24h', { ...s, startsAt: s.startsAt + HOUR }, 'a@example.com'),
    ]);
    expect(ids.size).toBe(5);
    expect(reminderRunId('1h', s)).toBe(`s1-${s.startsAt}-1h`);
  });
});

describe('reminderMail', () => {
  it('says how long is left and carries the join link', () => {
    const mail = reminderMail(session({ startsAt: NOW + 24 * HOUR }), {
      siteUrl: 'https://academy.example.com',
      nowMs: NOW,
    });
    expect(mail.subject).toBe('Reminder: Weekly review starts in 24 hours');
    expect(mail.text).toContain('Tue, 1 Dec 2026, 12:00 UTC');
    expect(mail.text).toContain('https://meet.example.com/weekly');
    expect(mail.text).toContain('https://academy.example.com/home/live');
    expect(mail.html).toContain('href="https://meet.example.com/weekly"');
  });

  it('escapes the title in the HTML', () => {
    const mail = reminderMail(session({ title: '<b>Risk</b> & reward' }), {
      siteUrl: 'https://academy.example.com',
      nowMs: NOW,
    });
    expect(mail.html).not.toContain('<b>Risk</b>');
    expect(mail.html).toContain('&lt;b&gt;Risk&lt;/b&gt; &amp; reward');
  });

  it.each([
    [HOUR, 'in 60 minutes'],
    [59 * MIN + 40_000, 'in 60 minutes'],
    [MIN, 'in 1 minute'],
    [10_000, 'in 1 minute'],
    [3 * HOUR, 'in 3 hours'],
    [24 * HOUR, 'in 24 hours'],
  ])('%d ms left reads %s', (left, text) => {
    expect(timeLeftText(NOW + left, NOW)).toBe(text);
  });
});

describe('reminderMail in the member’s language', () => {
  // Friday 4 December 2026, 12:00 UTC; each reminder is written a day (or minutes) before.
  const friday = Date.UTC(2026, 11, 4, 12, 0);
  const fridaySession = session({
    startsAt: friday,
    durationMinutes: 90,
    translations: { ms: { title: 'Kajian mingguan' }, zh: { title: '每周复盘' } },
  });
  const options = { siteUrl: 'https://academy.example.com', nowMs: friday - 24 * HOUR };

  it('writes a Malay reminder: subject, body, button and day name in Malay', () => {
    const mail = reminderMail(fridaySession, { ...options, locale: 'ms' });
    expect(mail.language).toBe('ms');
    expect(mail.subject).toBe('Peringatan: Kajian mingguan bermula dalam 24 jam');
    expect(mail.text).toContain(
      'Sesi langsung ini bermula pada Jumaat, 4 Dis 2026, 12:00 UTC dan berlangsung selama 90 minit.',
    );
    expect(mail.text).toContain(
      'Sertai melalui butang di bawah, atau dari halaman sesi langsung anda: https://academy.example.com/home/live',
    );
    expect(mail.text).toContain('Sertai sesi: https://meet.example.com/weekly');
    expect(mail.html).toContain('<html lang="ms">');
    expect(mail.text).not.toMatch(/Reminder|starts|Join/);
  });

  it('goes out with Content-Language: ms and the footer in Malay', () => {
    const mail = reminderMail(fridaySession, { ...options, locale: 'ms' });
    const sent = composeMessage(
      { to: 'siti@example.com', ...mail, unsubscribe: 'reminders' },
      {
        from: 'Academy <a@example.com>',
        siteUrl: 'https://academy.example.com',
        unsubscribeKey: unsubscribeKey('a-long-cron-secret'),
      },
    );
    expect(sent.headers['Content-Language']).toBe('ms');
    expect(sent.subject).toBe('Peringatan: Kajian mingguan bermula dalam 24 jam');
    expect(sent.text).toContain('Untuk berhenti menerima peringatan sesi langsung:');
  });

  it('writes a Chinese reminder with 星期五', () => {
    const mail = reminderMail(fridaySession, {
      ...options,
      locale: 'zh',
      nowMs: friday - 45 * MIN,
    });
    expect(mail.subject).toBe('提醒：每周复盘将于45分钟后开始');
    expect(mail.text).toContain('星期五');
    expect(mail.html).toContain('<html lang="zh-Hans">');
  });

  it('falls back to the English title where the member’s language has none', () => {
    const english = session({ startsAt: friday, translations: { zh: { title: '每周复盘' } } });
    expect(reminderMail(english, { ...options, locale: 'ms' }).subject).toBe(
      'Peringatan: Weekly review bermula dalam 24 jam',
    );
  });

  it('English stays word for word', () => {
    const mail = reminderMail(fridaySession, { ...options, nowMs: friday - MIN });
    expect(mail.subject).toBe('Reminder: Weekly review starts in 1 minute');
    expect(mail.text).toContain(
      'The live session starts Fri, 4 Dec 2026, 12:00 UTC and lasts 90 minutes.',
    );
    expect(mail.language).toBe('en');
  });
});
