import { aClass, aCourse } from '../../content/__tests__/fixtures';
import {
  clampPosition,
  courseProgress,
  isWatchedToCompletion,
  nextClass,
  resumePosition,
} from '../rules';

describe('isWatchedToCompletion', () => {
  it('counts the end, or 90 % watched', () => {
    expect(isWatchedToCompletion({ position: 10, duration: 100, ended: true })).toBe(true);
    expect(isWatchedToCompletion({ position: 90, duration: 100, ended: false })).toBe(true);
    expect(isWatchedToCompletion({ position: 89.9, duration: 100, ended: false })).toBe(false);
  });

  it('never completes a video of unknown length by position', () => {
    expect(isWatchedToCompletion({ position: 500, duration: 0, ended: false })).toBe(false);
  });
});

describe('clampPosition', () => {
  it('keeps positions within the video', () => {
    expect(clampPosition(70, 150)).toBe(70);
    expect(clampPosition(9999, 150)).toBe(150);
    expect(clampPosition(-5, 150)).toBe(0);
    expect(clampPosition(Number.NaN, 150)).toBe(0);
    expect(clampPosition(42, 0)).toBe(42);
  });
});

describe('courseProgress', () => {
  const course = aCourse({
    classes: [aClass({ id: 'a' }), aClass({ id: 'b' }), aClass({ id: 'c' })],
  });

  it('counts completed classes of the course', () => {
    expect(courseProgress(course, new Set(['a', 'c', 'elsewhere']))).toEqual({
      completed: 2,
      total: 3,
      percent: 67,
    });
  });

  it('shows 0 / 0 for a course with no classes without dividing by zero', () => {
    expect(courseProgress(aCourse({ classes: [] }), new Set(['a']))).toEqual({
      completed: 0,
      total: 0,
      percent: 0,
    });
  });
});

describe('nextClass', () => {
  const course = aCourse({ classes: [aClass({ id: 'a' }), aClass({ id: 'b' })] });

  it('steps through the order and stops at the end', () => {
    expect(nextClass(course, 'a')?.id).toBe('b');
    expect(nextClass(course, 'b')).toBeNull();
    expect(nextClass(course, 'missing')).toBeNull();
  });

  it('never points at a class that is not open yet', () => {
    const dripped = aCourse({
      classes: [
        aClass({ id: 'a' }),
        aClass({ id: 'b', opensAt: 1_000 }),
        aClass({ id: 'c' }),
        aClass({ id: 'd', opensAt: 2_000 }),
      ],
    });
    expect(nextClass(dripped, 'a')?.id).toBe('c');
    expect(nextClass(dripped, 'c')).toBeNull();
  });
});

describe('resumePosition', () => {
  it('offers a saved position that is neither the start nor the end', () => {
    expect(resumePosition({ position: 70.6, duration: 150 })).toBe(70);
    expect(resumePosition({ position: 0.5, duration: 150 })).toBeNull();
    expect(resumePosition({ position: 149.5, duration: 150 })).toBeNull();
    expect(resumePosition(undefined)).toBeNull();
  });
});
