import { parseIcs, propertyOf, unescapeText, type IcsComponent } from '../../../dev/test-run/ics';
import { calendarOf, eventUidOf, feedNameOf, type CalendarSession } from '../ics';

const SITE = {
  siteUrl: 'https://academy.example.com',
  name: 'Apex Traders Academy: live sessions',
};

const session = (overrides: Partial<CalendarSession> = {}): CalendarSession => ({
  id: 'session-1',
  title: 'Weekly review',
  description: 'The week on the charts.',
  startsAt: Date.UTC(2026, 11, 1, 18, 30),
  durationMinutes: 90,
  joinUrl: 'https://meet.example.com/weekly',
  status: 'scheduled',
  sequence: 0,
  updatedAt: Date.UTC(2026, 10, 20, 9, 15, 7),
  ...overrides,
});

const eventsOf = (text: string): IcsComponent[] =>
  parseIcs(text).children.filter((c) => c.type === 'VEVENT');
const value = (event: IcsComponent, name: string) => propertyOf(event, name)?.value;

describe('calendarOf', () => {
  it('writes a VCALENDAR with its version, product and name', () => {
    const calendar = parseIcs(calendarOf([], SITE));
    expect(calendar.type).toBe('VCALENDAR');
    expect(propertyOf(calendar, 'VERSION')?.value).toBe('2.0');
    expect(propertyOf(calendar, 'PRODID')?.value).toBe(
      '-//Apex Traders Academy//Live sessions//EN',
    );
    expect(unescapeText(propertyOf(calendar, 'X-WR-CALNAME')!.value)).toBe(SITE.name);
    expect(calendar.children).toEqual([]);
  });

  it('escapes the calendar’s name as RFC 5545 text (a session’s title names its download)', () => {
    const text = calendarOf([], { ...SITE, name: 'Gold, Forex; A\\B\nnext' });
    expect(text).toContain('\r\nX-WR-CALNAME:Gold\\, Forex\\; A\\\\B\\nnext\r\n');
    expect(text).toContain('\r\nNAME:Gold\\, Forex\\; A\\\\B\\nnext\r\n');
    expect(unescapeText(propertyOf(parseIcs(text), 'X-WR-CALNAME')!.value)).toBe(
      'Gold, Forex; A\\B\nnext',
    );
  });

  it('writes one VEVENT per session, each property as the session has it', () => {
    const sessions = [
      session(),
      session({ id: 'session-2', title: 'Options 101', sequence: 4, durationMinutes: 45 }),
    ];
    const events = eventsOf(calendarOf(sessions, SITE));
    expect(events).toHaveLength(2);
    const [first, second] = events as [IcsComponent, IcsComponent];
    expect(value(first, 'UID')).toBe('session-1@academy.example.com');
    expect(value(first, 'SEQUENCE')).toBe('0');
    expect(value(first, 'DTSTART')).toBe('20261201T183000Z');
    expect(value(first, 'DTEND')).toBe('20261201T200000Z');
    expect(value(first, 'DTSTAMP')).toBe('20261120T091507Z');
    expect(value(first, 'STATUS')).toBe('CONFIRMED');
    expect(unescapeText(value(first, 'SUMMARY')!)).toBe('Weekly review');
    expect(unescapeText(value(first, 'DESCRIPTION')!)).toBe(
      'The week on the charts.\n\nJoin: https://meet.example.com/weekly',
    );
    expect(value(first, 'URL')).toBe('https://meet.example.com/weekly');
    expect(propertyOf(first, 'URL')?.params).toEqual({ VALUE: 'URI' });
    expect(value(second, 'UID')).toBe('session-2@academy.example.com');
    expect(value(second, 'SEQUENCE')).toBe('4');
    expect(value(second, 'DTEND')).toBe('20261201T191500Z');
  });

  it('keeps a cancelled session, marked CANCELLED with its sequence', () => {
    const [event] = eventsOf(calendarOf([session({ status: 'cancelled', sequence: 2 })], SITE));
    expect(value(event!, 'STATUS')).toBe('CANCELLED');
    expect(value(event!, 'SEQUENCE')).toBe('2');
    expect(value(event!, 'UID')).toBe('session-1@academy.example.com');
  });

  it('gives every time in UTC, whatever zone the process runs in', () => {
    const [event] = eventsOf(
      calendarOf([session({ startsAt: Date.UTC(2026, 2, 29, 0, 59) })], SITE),
    );
    expect(value(event!, 'DTSTART')).toBe('20260329T005900Z');
    expect(propertyOf(event!, 'DTSTART')?.params).toEqual({});
    expect(value(event!, 'DTEND')).toBe('20260329T022900Z');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const title = 'Risk, reward; and \\ more';
    const description = 'Line one\nLine two, with; marks\r\nLine three';
    const text = calendarOf([session({ title, description })], SITE);
    expect(text).toContain('SUMMARY:Risk\\, reward\\; and \\\\ more\r\n');
    const [event] = eventsOf(text);
    expect(unescapeText(value(event!, 'SUMMARY')!)).toBe(title);
    expect(unescapeText(value(event!, 'DESCRIPTION')!)).toBe(
      'Line one\nLine two, with; marks\nLine three\n\nJoin: https://meet.example.com/weekly',
    );
  });

  it('passes a join link with commas and semicolons as a URI, percent-encoded, not TEXT-escaped', () => {
    const joinUrl = 'https://meet.example.com/j?ids=1,2;x=3';
    const [event] = eventsOf(calendarOf([session({ joinUrl })], SITE));
    expect(value(event!, 'URL')).toBe('https://meet.example.com/j?ids=1%2C2%3Bx=3');
    expect(unescapeText(value(event!, 'DESCRIPTION')!)).toContain(`Join: ${joinUrl}`);
  });

  it('folds lines longer than 75 octets, multi-byte characters kept whole, and ends every line in CRLF', () => {
    const description = `${'Long text with accents: éèà and a chart 📈 '.repeat(8)}end.`;
    const text = calendarOf([session({ description })], SITE);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).not.toMatch(/\uFFFD/);
    const [event] = eventsOf(text);
    expect(unescapeText(value(event!, 'DESCRIPTION')!)).toBe(
      `${description}\n\nJoin: https://meet.example.com/weekly`,
    );
  });

  it('asks subscribers to poll at the given interval', () => {
    const calendar = parseIcs(calendarOf([], { ...SITE, refreshMinutes: 15 }));
    expect(propertyOf(calendar, 'REFRESH-INTERVAL')?.value).toBe('PT15M');
    expect(propertyOf(calendar, 'X-PUBLISHED-TTL')?.value).toBe('PT15M');
  });

  it('gives the same bytes for the same sessions', () => {
    expect(calendarOf([session()], SITE)).toBe(calendarOf([session()], SITE));
  });

  it('names the event by the site host, port included', () => {
    expect(eventUidOf('abc', 'http://localhost:3100/')).toBe('abc@localhost:3100');
  });
});

describe('calendarOf in the member’s language', () => {
  const translated = session({
    translations: {
      ms: { title: 'Kajian mingguan' },
      zh: { title: '每周复盘', description: '本周图表回顾。' },
    },
  });

  it('names the feed and writes the join line in Malay, the title translated, the description English', () => {
    const text = calendarOf([translated], { ...SITE, name: feedNameOf('ms'), locale: 'ms' });
    const calendar = parseIcs(text);
    expect(unescapeText(propertyOf(calendar, 'X-WR-CALNAME')!.value)).toBe(
      'Sesi langsung Apex Traders Academy',
    );
    const [event] = eventsOf(text) as [IcsComponent];
    expect(unescapeText(value(event, 'SUMMARY')!)).toBe('Kajian mingguan');
    expect(unescapeText(value(event, 'DESCRIPTION')!)).toBe(
      'The week on the charts.\n\nSertai: https://meet.example.com/weekly',
    );
  });

  it('writes it in Chinese', () => {
    const text = calendarOf([translated], { ...SITE, name: feedNameOf('zh'), locale: 'zh' });
    expect(unescapeText(propertyOf(parseIcs(text), 'X-WR-CALNAME')!.value)).toBe(
      'Apex Traders Academy 直播课',
    );
    const [event] = eventsOf(text) as [IcsComponent];
    expect(unescapeText(value(event, 'SUMMARY')!)).toBe('每周复盘');
    expect(unescapeText(value(event, 'DESCRIPTION')!)).toBe(
      '本周图表回顾。\n\n加入：https://meet.example.com/weekly',
    );
  });

  it('keeps English as it was', () => {
    expect(feedNameOf('en')).toBe('Apex Traders Academy live sessions');
    const [event] = eventsOf(calendarOf([translated], SITE)) as [IcsComponent];
    expect(unescapeText(value(event, 'SUMMARY')!)).toBe('Weekly review');
    expect(unescapeText(value(event, 'DESCRIPTION')!)).toBe(
      'The week on the charts.\n\nJoin: https://meet.example.com/weekly',
    );
  });
});
