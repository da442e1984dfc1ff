import { formatMoment, momentOptions, weekdayStyleOf, zoneName } from '../moments';

// Friday 4 December 2026, 12:30 UTC; 20:30 in Kuala Lumpur.
const FRIDAY = Date.UTC(2026, 11, 4, 12, 30);

describe('formatMoment', () => {
  it('writes the moment in English, in the zone, with the weekday when asked', () => {
    expect(formatMoment(FRIDAY, 'UTC')).toBe('4 Dec 2026, 12:30');
    expect(formatMoment(FRIDAY, 'Asia/Kuala_Lumpur', 'short')).toBe('Fri, 4 Dec 2026, 20:30');
    expect(formatMoment(FRIDAY, 'Asia/Kuala_Lumpur')).toBe('4 Dec 2026, 20:30');
  });

  it('reads as momentOptions does through Intl', () => {
    expect(formatMoment(FRIDAY, 'Asia/Tokyo', 'short')).toBe(
      new Intl.DateTimeFormat('en-GB', momentOptions('Asia/Tokyo', 'short')).format(FRIDAY),
    );
  });
});

describe('weekdayStyleOf', () => {
  it('is short in English and in full otherwise, from a language or an Intl locale', () => {
    expect(weekdayStyleOf('en')).toBe('short');
    expect(weekdayStyleOf('en-MY')).toBe('short');
    expect(weekdayStyleOf('ms')).toBe('long');
    expect(weekdayStyleOf('ms-MY')).toBe('long');
    expect(weekdayStyleOf('zh-Hans-MY')).toBe('long');
  });
});

describe('zoneName', () => {
  it("names a zone as the reader's language does, the same in summer and winter", () => {
    expect(zoneName('Asia/Kuala_Lumpur', 'en-MY')).toBe('Malaysia Time');
    expect(zoneName('Asia/Kuala_Lumpur', 'ms-MY')).toBe('Waktu Malaysia');
    expect(zoneName('Asia/Kuala_Lumpur', 'zh-Hans-MY')).toBe('马来西亚时间');
    expect(zoneName('America/New_York', 'en-MY')).toBe('Eastern Time');
  });

  it('keeps UTC as UTC', () => {
    for (const locale of ['en-MY', 'ms-MY', 'zh-Hans-MY'])
      expect(zoneName('UTC', locale)).toBe('UTC');
  });
});
