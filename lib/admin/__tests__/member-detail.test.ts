import type { Catalog, Course } from '../../content/client';
import type { ClassProgress } from '../../members/client';
import { memberHref } from '../console-links';
import { formatTime } from '../console-time';
import {
  formatMoney,
  grantEndText,
  grantSummary,
  memberFromSegment,
  parseCourseChoice,
  parseFreeDays,
  progressRows,
} from '../member-detail';

const course = (id: string, classIds: string[], title: string | null = `Title ${id}`): Course => ({
  id,
  title,
  description: null,
  image: null,
  category: { id: 'cat', name: 'Cat', order: 0 },
  order: null,
  classes: classIds.map((classId, order) => ({
    id: classId,
    title: null,
    order,
    videoLink: null,
    materials: [],
    releaseAfterDays: 0,
    publishedAt: null,
    opensAt: null,
  })),
});

const catalog: Catalog = {
  courses: [course('course-a', ['a1', 'a2', 'a3']), course('course-b', ['b1'])],
  fetchedAt: 0,
};

describe('memberFromSegment', () => {
  it('reads the encoded e-mail of the path, lower-casing ASCII letters', () => {
    expect(memberFromSegment(encodeURIComponent('Ann+x@Example.com'))).toBe('ann+x@example.com');
    expect(memberFromSegment('ann@example.com')).toBe('ann@example.com');
    expect(memberFromSegment(memberHref('a+b@example.com').split('/').at(-1)!)).toBe(
      'a+b@example.com',
    );
  });

  it('names no member for what is not an e-mail or not decodable', () => {
    for (const segment of ['not-an-email', '%E0%A4%A', encodeURIComponent('a/b@example.com'), ''])
      expect(memberFromSegment(segment)).toBeNull();
  });
});

describe('times and grant ends', () => {
  const at = Date.UTC(2026, 10, 23, 21, 5, 30);
  it('shows a time to the minute in UTC, and a dash for none', () => {
    expect(formatTime(at)).toBe('2026-11-23 21:05 UTC');
    expect(formatTime(null)).toBe('–');
  });

  it('says whether a grant has no end, runs until a time or has ended', () => {
    const grant = { courses: ['course-a'], source: 'pass' as const };
    expect(grantEndText(grant, at)).toBe('no end');
    expect(grantEndText({ ...grant, accessUntil: at + 60_000 }, at)).toBe(
      'until 2026-11-23 21:06 UTC',
    );
    expect(grantEndText({ ...grant, accessUntil: at }, at)).toBe('ended 2026-11-23 21:05 UTC');
  });

  it('sums a grant up in one line for the audit log', () => {
    expect(grantSummary(null, at)).toBe('none');
    expect(grantSummary({ courses: ['course-a', 'course-b'], source: 'manual' }, at)).toBe(
      'course-a, course-b (no end)',
    );
    expect(grantSummary({ courses: [], source: 'manual' }, at)).toBe('no courses (no end)');
  });
});

describe('progressRows', () => {
  const entry = (courseId: string, completed: boolean, updatedAt?: number): ClassProgress => ({
    courseId,
    position: 0,
    duration: 0,
    completed,
    ...(updatedAt === undefined ? {} : { updatedAt }),
  });

  it('counts completed classes that still exist and the latest watch, per course', () => {
    const progress = new Map([
      ['a1', entry('course-a', true, 100)],
      ['a2', entry('course-a', false, 300)],
      ['gone', entry('course-a', true, 200)],
      ['x1', entry('course-x', true, 50)],
    ]);
    expect(progressRows(['course-a', 'course-b'], progress, catalog)).toEqual([
      {
        id: 'course-a',
        title: 'Title course-a',
        known: true,
        completed: 1,
        total: 3,
        lastWatched: 300,
      },
      {
        id: 'course-b',
        title: 'Title course-b',
        known: true,
        completed: 0,
        total: 1,
        lastWatched: null,
      },
      { id: 'course-x', title: null, known: false, completed: 1, total: null, lastWatched: 50 },
    ]);
  });
});

describe('form input', () => {
  it('takes free days as a whole number from 1 to 3650', () => {
    expect(parseFreeDays(' 30 ')).toEqual({ ok: true, data: 30 });
    expect(parseFreeDays('3650')).toEqual({ ok: true, data: 3650 });
    for (const bad of ['0', '-3', '2.5', 'ten', '', '3651', undefined, 7])
      expect(parseFreeDays(bad)).toEqual({
        ok: false,
        error: 'Free days: enter a whole number from 1 to 3650',
        field: 'days',
      });
  });

  it('takes a course the catalog has', () => {
    expect(parseCourseChoice('course-b', catalog)).toEqual({ ok: true, data: 'course-b' });
    expect(parseCourseChoice('', catalog)).toMatchObject({ ok: false, field: 'course' });
    expect(parseCourseChoice('course-z', catalog)).toEqual({
      ok: false,
      error: 'Course: choose a course from the catalog',
      field: 'course',
    });
  });
});

describe('money', () => {
  it("shows minor units in the currency's own decimals", () => {
    expect(formatMoney(2500, 'myr')).toBe('25.00 MYR');
    expect(formatMoney(2475, 'myr')).toBe('24.75 MYR');
    expect(formatMoney(-2475, 'myr')).toBe('-24.75 MYR');
    expect(formatMoney(2500, 'jpy')).toBe('2,500 JPY');
    expect(formatMoney(2500, null)).toBe('25.00');
  });

  it('groups the digits of large amounts', () => {
    expect(formatMoney(12345678, 'myr')).toBe('123,456.78 MYR');
    expect(formatMoney(-12345678, 'usd')).toBe('-123,456.78 USD');
    expect(formatMoney(0, null)).toBe('0.00');
  });
});
