import { consoleTime, formatTime } from '../console-time';

describe('formatTime', () => {
  it('shows times in UTC to the minute, and a dash for none', () => {
    expect(formatTime(Date.UTC(2026, 10, 23, 9, 5, 59))).toBe('2026-11-23 09:05 UTC');
    expect(formatTime(0)).toBe('–');
    expect(formatTime(null)).toBe('–');
    expect(formatTime(Number.NaN)).toBe('–');
  });
});

describe('consoleTime', () => {
  it('writes an Auth date in UTC to the minute', () => {
    expect(consoleTime('Mon, 23 Nov 2026 21:54:09 GMT')).toBe('2026-11-23 21:54 UTC');
    expect(consoleTime(null)).toBe('never');
    expect(consoleTime('soon')).toBe('unknown');
  });
});
