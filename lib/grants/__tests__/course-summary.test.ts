import type { Grants } from '../../members/grants';
import type { ClassProgress } from '../../members/record';
import {
  accessChanges,
  accessSummary,
  courseStatus,
  isSummarisableCourseId,
  NO_ACCESS,
  NO_END,
} from '../course-summary';

describe('accessSummary', () => {
  it('keeps the latest end per course over every grant, no end winning', () => {
    const grants: Grants = {
      manual: { courses: ['course-a'], source: 'manual' },
      'sub:1': { courses: ['course-a', 'course-b'], source: 'plan:p', accessUntil: 5000 },
      'pass:1': { courses: ['course-b', 'course-c'], source: 'pass', accessUntil: 9000 },
      'ext:1': { courses: ['course-c'], source: 'manual', accessUntil: 100 },
    };
    expect(Object.fromEntries(accessSummary(grants))).toEqual({
      'course-a': NO_END,
      'course-b': 9000,
      'course-c': 9000,
    });
  });

  it('keeps an ended grant as its end, and leaves out ids that cannot be a document id', () => {
    const grants: Grants = {
      manual: { courses: ['a/b', '..', '__x__', 'course-ok'], source: 'manual' },
      'sub:1': { courses: ['course-old'], source: 'plan:p', accessUntil: 10 },
    };
    expect(Object.fromEntries(accessSummary(grants))).toEqual({
      'course-ok': NO_END,
      'course-old': 10,
    });
    expect(accessSummary({}).size).toBe(0);
  });
});

describe('accessChanges', () => {
  it('names only the courses whose end moved, a course no longer granted as NO_ACCESS', () => {
    const before: Grants = {
      manual: { courses: ['course-a', 'course-b'], source: 'manual' },
      'sub:1': { courses: ['course-c'], source: 'plan:p', accessUntil: 100 },
    };
    const after: Grants = {
      manual: { courses: ['course-a'], source: 'manual' },
      'sub:1': { courses: ['course-c', 'course-d'], source: 'plan:p', accessUntil: 200 },
    };
    expect(Object.fromEntries(accessChanges(before, after))).toEqual({
      'course-b': NO_ACCESS,
      'course-c': 200,
      'course-d': 200,
    });
    expect(accessChanges(after, after).size).toBe(0);
  });

  it('keeps a course another grant still gives', () => {
    const before: Grants = {
      manual: { courses: ['course-a'], source: 'manual' },
      'sub:1': { courses: ['course-a'], source: 'plan:p', accessUntil: 100 },
    };
    const after: Grants = { ...before, manual: { courses: [], source: 'manual' } };
    expect(Object.fromEntries(accessChanges(before, after))).toEqual({ 'course-a': 100 });
  });
});

describe('courseStatus', () => {
  const entry = (courseId: string, completed: boolean): ClassProgress => ({
    courseId,
    position: 1,
    duration: 10,
    completed,
  });
  const classes = ['c1', 'c2'];

  it('is null without progress in the course, whatever other courses hold', () => {
    expect(courseStatus('course-a', classes, new Map())).toBeNull();
    expect(
      courseStatus('course-a', classes, new Map([['x1', entry('course-b', true)]])),
    ).toBeNull();
  });

  it('is started with any progress, completed when every catalog class is completed', () => {
    const started = new Map([['c1', entry('course-a', false)]]);
    expect(courseStatus('course-a', classes, started)).toBe('started');
    const half = new Map([['c1', entry('course-a', true)]]);
    expect(courseStatus('course-a', classes, half)).toBe('started');
    const all = new Map([...half, ['c2', entry('course-a', true)]]);
    expect(courseStatus('course-a', classes, all)).toBe('completed');
    // A class the catalog added later makes a completed course started again.
    expect(courseStatus('course-a', [...classes, 'c3'], all)).toBe('started');
    // A removed class's progress still counts as a start, not as a completion.
    expect(courseStatus('course-a', [], all)).toBe('started');
  });

  it('ignores completed classes of the course the catalog no longer lists', () => {
    const progress = new Map([
      ['gone', entry('course-a', true)],
      ['c1', entry('course-a', true)],
    ]);
    expect(courseStatus('course-a', ['c1'], progress)).toBe('completed');
  });
});

describe('isSummarisableCourseId', () => {
  it('accepts Contentful ids and refuses what Firestore cannot name', () => {
    for (const id of ['course-a', 'A_b.c', '7'.repeat(64)])
      expect(isSummarisableCourseId(id)).toBe(true);
    for (const id of ['', 'a/b', '.', '..', '__id__', 'x'.repeat(65), 'a b'])
      expect(isSummarisableCourseId(id)).toBe(false);
  });
});
