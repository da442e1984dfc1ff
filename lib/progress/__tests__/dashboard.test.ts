import { aClass, aCourse } from '../../content/__tests__/fixtures';
import type { ClassProgress, Grants } from '../../members/client';
import { availableSince, buildDashboard, MAX_NEW_CLASSES } from '../dashboard';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26, 12);
const cat = (order: number) => ({ id: `cat-${order}`, name: `Cat ${order}`, order });

const alpha = aCourse({
  id: 'alpha',
  title: 'Alpha',
  category: cat(1),
  order: 1,
  classes: [aClass({ id: 'a1' }), aClass({ id: 'a2' })],
});
const beta = aCourse({
  id: 'beta',
  title: 'Beta',
  category: cat(1),
  order: 2,
  classes: [aClass({ id: 'b1' }), aClass({ id: 'b2' }), aClass({ id: 'b3', opensAt: NOW + DAY })],
});
const gamma = aCourse({
  id: 'gamma',
  title: 'Gamma',
  category: cat(2),
  order: 1,
  classes: [aClass({ id: 'g1' })],
});
const delta = aCourse({ id: 'delta', title: 'Delta', category: cat(2), order: 2, classes: [] });
const grants: Grants = {
  manual: { courses: ['alpha', 'beta', 'gamma', 'delta'], source: 'manual', since: NOW - 30 * DAY },
};

const saved = (
  courseId: string,
  updatedAt: number | undefined,
  completed = false,
): ClassProgress => ({
  courseId,
  position: 42,
  duration: 100,
  completed,
  ...(updatedAt !== undefined ? { updatedAt } : {}),
});

describe('buildDashboard', () => {
  const courses = [delta, gamma, beta, alpha];

  it('is null for a member with no progress on any class they can open', () => {
    expect(buildDashboard(courses, { progress: new Map(), grants }, null, NOW)).toBeNull();
    const onLocked = new Map([['b3', saved('beta', NOW)]]);
    expect(buildDashboard(courses, { progress: onLocked, grants }, null, NOW)).toBeNull();
    const elsewhere = new Map([['gone', saved('other', NOW)]]);
    expect(buildDashboard(courses, { progress: elsewhere, grants }, null, NOW)).toBeNull();
  });

  it('continues with the class saved last, and puts courses in progress first, done last', () => {
    const progress = new Map([
      ['a1', saved('alpha', NOW - 3 * DAY, true)],
      ['a2', saved('alpha', NOW - 2 * DAY, true)],
      ['g1', saved('gamma', NOW - 5 * DAY)],
      ['b1', saved('beta', NOW - DAY)],
      ['b3', saved('beta', NOW)], // locked now: neither continued nor counted
    ]);
    const dashboard = buildDashboard(courses, { progress, grants }, null, NOW)!;
    expect(dashboard.continueWith.courseClass.id).toBe('b1');
    expect(dashboard.continueWith.href).toBe('/home?course=beta&class=b1');
    expect(dashboard.courses.map((c) => [c.course.id, c.inProgress])).toEqual([
      ['beta', true],
      ['gamma', true],
      ['delta', false],
      ['alpha', false],
    ]);
    expect(dashboard.courses[0]!.progress).toEqual({ completed: 0, total: 3, percent: 0 });
    expect(dashboard.courses[3]!.progress).toEqual({ completed: 2, total: 2, percent: 100 });
    expect(dashboard.courses[0]!.href).toBe('/home?course=beta');
  });

  it('keeps category order among courses not started, and counts an unsaved time as oldest', () => {
    const progress = new Map([['g1', saved('gamma', undefined)]]);
    const dashboard = buildDashboard(courses, { progress, grants }, null, NOW)!;
    expect(dashboard.continueWith.courseClass.id).toBe('g1');
    expect(dashboard.courses.map((c) => c.course.id)).toEqual(['gamma', 'alpha', 'beta', 'delta']);
  });
});

describe('New since the previous visit', () => {
  const progress = new Map([['a1', saved('alpha', NOW - DAY)]]);
  const fresh = aCourse({
    id: 'fresh',
    title: 'Fresh',
    classes: [
      aClass({ id: 'old', publishedAt: NOW - 20 * DAY }),
      aClass({ id: 'newer', publishedAt: NOW - 2 * DAY }),
      aClass({ id: 'newest', publishedAt: NOW - DAY }),
      aClass({ id: 'unknown', publishedAt: null }),
      aClass({ id: 'locked', opensAt: NOW + DAY }),
      // Published long ago, released to this member three days ago (their access began 10 days ago).
      aClass({ id: 'dripped', publishedAt: NOW - 90 * DAY, releaseAfterDays: 7 }),
    ],
  });
  const freshGrants: Grants = {
    manual: { courses: ['alpha', 'fresh'], source: 'manual', since: NOW - 10 * DAY },
  };
  const newIds = (previous: number | null) =>
    buildDashboard(
      [alpha, fresh],
      { progress, grants: freshGrants },
      previous,
      NOW,
    )!.newClasses.map((c) => c.courseClass.id);

  it('lists open classes published or released since then, newest first', () => {
    expect(newIds(NOW - 5 * DAY)).toEqual(['newest', 'newer', 'dripped']);
    expect(newIds(NOW - 36 * 3_600_000)).toEqual(['newest']);
    expect(newIds(NOW)).toEqual([]);
  });

  it('lists nothing on a first visit', () => {
    expect(newIds(null)).toEqual([]);
  });

  it('lists at most MAX_NEW_CLASSES', () => {
    const many = aCourse({
      id: 'many',
      classes: Array.from({ length: MAX_NEW_CLASSES + 3 }, (_, i) =>
        aClass({ id: `m${i}`, publishedAt: NOW - i * 1000 }),
      ),
    });
    const dashboard = buildDashboard(
      [alpha, many],
      { progress, grants: { manual: { courses: ['alpha', 'many'], source: 'manual' } } },
      NOW - DAY,
      NOW,
    )!;
    expect(dashboard.newClasses).toHaveLength(MAX_NEW_CLASSES);
    expect(dashboard.newClasses[0]!.courseClass.id).toBe('m0');
  });

  it('counts a dripped class from its release, a plain one from its publication', () => {
    const dripped = fresh.classes.find((c) => c.id === 'dripped')!;
    expect(availableSince(fresh, dripped, freshGrants, NOW)).toBe(NOW - 3 * DAY);
    expect(availableSince(fresh, fresh.classes[0]!, freshGrants, NOW)).toBe(NOW - 20 * DAY);
    expect(availableSince(fresh, fresh.classes[3]!, freshGrants, NOW)).toBeNull();
  });
});
