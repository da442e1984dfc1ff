import { DAY_MS } from '../../time';
import {
  DEFAULT_DRIFT_DAYS,
  driftDaysOf,
  lastClassOf,
  lastOwnClassOf,
  mayNudge,
  nextNudgeAt,
  nudgeWindow,
  parseDriftDays,
} from '../drifting-rules';
import { nudgeMessage } from '../nudge-mail';

const NOW = Date.parse('2026-03-18T12:00:00Z');

it('the threshold: stored, or 14; typed, a whole number of days from 1 to 365', () => {
  expect(driftDaysOf(undefined)).toBe(DEFAULT_DRIFT_DAYS);
  expect(driftDaysOf({ driftDays: 21 })).toBe(21);
  expect(driftDaysOf({ driftDays: 0 })).toBe(14);
  expect(driftDaysOf({ driftDays: '21' })).toBe(14);
  expect(parseDriftDays(' 30 ')).toEqual({ ok: true, days: 30 });
  for (const bad of ['0', '366', '2.5', '-1', 'ten', '', undefined])
    expect(parseDriftDays(bad)).toEqual({
      ok: false,
      error: 'Days without watching must be a whole number from 1 to 365',
    });
});

it('once in 14 days: the window id, and when the next nudge may go', () => {
  expect(mayNudge(null, NOW)).toBe(true);
  expect(mayNudge(NOW - 13 * DAY_MS, NOW)).toBe(false);
  expect(mayNudge(NOW - 14 * DAY_MS, NOW)).toBe(true);
  expect(nextNudgeAt(NOW)).toBe(NOW + 14 * DAY_MS);
  const window = nudgeWindow(NOW);
  expect(window).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Date.parse(window) <= NOW && NOW - Date.parse(window) < 14 * DAY_MS).toBe(true);
  expect(nudgeWindow(Date.parse(window) + 14 * DAY_MS - 1)).toBe(window);
  expect(nudgeWindow(Date.parse(window) + 14 * DAY_MS)).not.toBe(window);
});

const courses = [
  {
    id: 'c1',
    title: 'Candles',
    classes: [
      { id: 'a', title: 'Intro' },
      { id: 'b', title: 'Patterns' },
      { id: 'c', title: 'Practice' },
    ],
  },
];

it('the last class watched, with the course progress of today’s catalog', () => {
  const progress = new Map([
    ['a', { courseId: 'c1', position: 0, duration: 9, completed: true, updatedAt: 1 }],
    ['b', { courseId: 'c1', position: 5, duration: 9, completed: false, updatedAt: 3 }],
    ['gone', { courseId: 'c1', position: 0, duration: 9, completed: true, updatedAt: 2 }],
  ]);
  expect(lastClassOf(progress, courses)).toEqual({
    classId: 'b',
    courseId: 'c1',
    classTitle: 'Patterns',
    courseTitle: 'Candles',
    completed: 1,
    total: 3,
  });
  expect(lastClassOf(new Map(), courses)).toBeNull();
  expect(
    lastClassOf(
      new Map([['x', { courseId: 'old', position: 0, duration: 0, completed: false }]]),
      courses,
    ),
  ).toMatchObject({ classTitle: null, courseTitle: null, total: 0 });
});

it('a nudge names the last class of a course the member still has, never one they lost', () => {
  const lost = { id: 'c2', title: 'Options', classes: [{ id: 'z', title: 'Greeks' }] };
  const progress = new Map([
    ['b', { courseId: 'c1', position: 5, duration: 9, completed: false, updatedAt: 3 }],
    ['z', { courseId: 'c2', position: 1, duration: 9, completed: false, updatedAt: 9 }],
  ]);
  expect(lastClassOf(progress, [...courses, lost])).toMatchObject({ classTitle: 'Greeks' });
  expect(lastOwnClassOf(progress, [...courses, lost], ['c1'])).toMatchObject({
    classId: 'b',
    classTitle: 'Patterns',
    courseTitle: 'Candles',
  });
  expect(lastOwnClassOf(progress, [...courses, lost], [])).toBeNull();
});

it('the nudge names the last class when it can', () => {
  const message = nudgeMessage({
    siteName: 'Academy',
    homeUrl: 'https://a.example/home',
    lastClass: lastClassOf(
      new Map([['b', { courseId: 'c1', position: 5, duration: 9, completed: false }]]),
      courses,
    ),
  });
  expect(message.subject).toBe('Pick up where you left off at Academy');
  expect(message.paragraphs[0]).toContain('You were last watching “Patterns” in Candles.');
  expect(message.action).toEqual({ label: 'Continue learning', href: 'https://a.example/home' });
  expect(
    nudgeMessage({ siteName: 'Academy', homeUrl: 'https://a.example/home', lastClass: null })
      .paragraphs[0],
  ).toContain('Your courses are waiting where you left them.');
});

it('the nudge is in the member’s language', () => {
  const lastClass = lastClassOf(
    new Map([['b', { courseId: 'c1', position: 5, duration: 9, completed: false }]]),
    courses,
  );
  const malay = nudgeMessage(
    { siteName: 'Academy', homeUrl: 'https://a.example/home', lastClass },
    'ms',
  );
  expect(malay.subject).toBe('Sambung semula pembelajaran anda di Academy');
  expect(malay.paragraphs[0]).toBe(
    'Sudah agak lama sejak kelas terakhir anda di Academy. Kali terakhir anda menonton “Patterns” dalam Candles.',
  );
  expect(malay.action.label).toBe('Teruskan belajar');
  const chinese = nudgeMessage(
    { siteName: 'Academy', homeUrl: 'https://a.example/home', lastClass: null },
    'zh',
  );
  expect(chinese.heading).toBe('准备好上下一堂课了吗？');
  expect(chinese.paragraphs[0]).toContain('您的课程进度都还在，随时可以接着学。');
});
