import {
  clampSeek,
  formatClock,
  formatElapsed,
  parseStartTime,
  progressPercent,
  timeAtPercent,
} from '../time';

describe('formatClock', () => {
  it.each([
    [150, '2:30'],
    [59.9, '0:59'],
    [60, '1:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36000, '10:00:00'],
  ])('%p s is %p', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('%p is unknown', (seconds) => {
    expect(formatClock(seconds)).toBe('?:??');
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [Number.NaN, '0:00'],
    [-2, '0:00'],
    [5.4, '0:05'],
    [75, '1:15'],
    [3661, '1:01:01'],
  ])('%p s is %p', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
  });
});

describe('clampSeek', () => {
  it.each([
    [-5, 150, 0],
    [0, 150, 0],
    [42, 150, 42],
    [150, 150, 150],
    [155, 150, 150],
    [Number.NaN, 150, 0],
    [30, Number.NaN, 30],
    [-3, 0, 0],
  ])('%p within %p s is %p', (seconds, duration, expected) => {
    expect(clampSeek(seconds, duration)).toBe(expected);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 150, 0],
    [75, 150, 50],
    [150, 150, 100],
    [151, 150, 100],
    [-1, 150, 0],
    [10, 0, 0],
    [10, Number.NaN, 0],
    [Number.NaN, 150, 0],
  ])('%p of %p s is %p %', (current, duration, percent) => {
    expect(progressPercent(current, duration)).toBe(percent);
  });
});

describe('timeAtPercent', () => {
  it.each([
    [0, 150, 0],
    [30, 150, 45],
    [90, 150, 135],
    [100, 150, 150],
    [120, 150, 150],
    [50, 0, 0],
  ])('%p % of %p s is %p s', (percent, duration, seconds) => {
    expect(timeAtPercent(percent, duration)).toBe(seconds);
  });
});

describe('parseStartTime', () => {
  it('reads whole seconds up to a day', () => {
    expect(parseStartTime('70')).toBe(70);
    expect(parseStartTime('0')).toBe(0);
    expect(parseStartTime(['42', '9'])).toBe(42);
    expect(parseStartTime('86400')).toBe(86_400);
  });

  it('ignores anything else', () => {
    for (const value of [
      undefined,
      '',
      '-5',
      '1.5',
      '1e3',
      '86401',
      '9999999',
      'abc',
      ' 7',
      '0x10',
    ])
      expect(parseStartTime(value)).toBeNull();
  });
});
