import { momentOptions, weekdayStyleOf } from '../../i18n/client';
import { durationMessage, formatMinutes, formatSessionTime } from '../format';

// Friday 4 December 2026, 12:30 UTC; 20:30 in Kuala Lumpur.
const FRIDAY = Date.UTC(2026, 11, 4, 12, 30);
const at = (locale: string, zone: string) =>
  new Intl.DateTimeFormat(locale, momentOptions(zone, weekdayStyleOf(locale))).format(FRIDAY);

describe('a session time in the member’s language', () => {
  it('reads in English as the console’s formatSessionTime does', () => {
    expect(at('en-MY', 'UTC')).toBe(formatSessionTime(FRIDAY, 'UTC'));
    expect(at('en-MY', 'Asia/Kuala_Lumpur')).toBe('Fri, 4 Dec 2026, 20:30');
  });

  it('names the day in full in Malay and Chinese, in the given zone', () => {
    expect(at('ms-MY', 'Asia/Kuala_Lumpur')).toBe('Jumaat, 4 Dis 2026, 20:30');
    expect(at('zh-Hans-MY', 'Asia/Kuala_Lumpur')).toBe('2026年12月4日星期五 20:30');
  });
});

describe('durationMessage', () => {
  it.each([
    [45, 'minutes', { minutes: 45 }, '45 minutes'],
    [60, 'hours', { hours: 1 }, '1 hour'],
    [120, 'hours', { hours: 2 }, '2 hours'],
    [90, 'hoursMinutes', { hours: 1, minutes: 30 }, '1 h 30 min'],
  ])('%i minutes: %s', (minutes, key, values, english) => {
    expect(durationMessage(minutes)).toEqual({ key, values });
    expect(formatMinutes(minutes)).toBe(english);
  });
});
