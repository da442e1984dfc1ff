import {
  addDays,
  isTimeZone,
  localInputToUtc,
  parseWallTime,
  timeZoneNames,
  toLocalInput,
  wallTimeToUtc,
} from '../zoned-time';

const utc = (iso: string) => Date.parse(iso);

describe('localInputToUtc', () => {
  it('reads a wall time in a zone without daylight saving', () => {
    expect(localInputToUtc('2026-12-01T20:30', 'Asia/Kuala_Lumpur')).toEqual({
      ms: utc('2026-12-01T12:30:00Z'),
      fit: 'exact',
    });
    expect(localInputToUtc('2026-12-01T20:30', 'UTC')).toEqual({
      ms: utc('2026-12-01T20:30:00Z'),
      fit: 'exact',
    });
  });

  it('uses the offset in force on that day, summer or winter', () => {
    expect(localInputToUtc('2026-07-14T20:30', 'Europe/London')?.ms).toBe(
      utc('2026-07-14T19:30:00Z'),
    );
    expect(localInputToUtc('2026-01-14T20:30', 'Europe/London')?.ms).toBe(
      utc('2026-01-14T20:30:00Z'),
    );
    expect(localInputToUtc('2026-07-14T20:30', 'America/New_York')?.ms).toBe(
      utc('2026-07-15T00:30:00Z'),
    );
    // Southern hemisphere: summer time in January.
    expect(localInputToUtc('2026-01-14T20:30', 'Australia/Sydney')?.ms).toBe(
      utc('2026-01-14T09:30:00Z'),
    );
  });

  it('moves a wall time the clocks skip forward by the gap (spring change)', () => {
    // London: 29 March 2026, 01:00 GMT → 02:00 BST; 01:30 does not exist.
    expect(localInputToUtc('2026-03-29T01:30', 'Europe/London')).toEqual({
      ms: utc('2026-03-29T01:30:00Z'),
      fit: 'gap',
    });
    // New York: 8 March 2026, 02:00 EST → 03:00 EDT.
    const skipped = localInputToUtc('2026-03-08T02:30', 'America/New_York');
    expect(skipped).toEqual({ ms: utc('2026-03-08T07:30:00Z'), fit: 'gap' });
    expect(toLocalInput(skipped!.ms, 'America/New_York')).toBe('2026-03-08T03:30');
  });

  it('takes the first of a wall time that happens twice (autumn change)', () => {
    // London: 25 October 2026, 02:00 BST → 01:00 GMT; 01:30 happens at 00:30Z and 01:30Z.
    expect(localInputToUtc('2026-10-25T01:30', 'Europe/London')).toEqual({
      ms: utc('2026-10-25T00:30:00Z'),
      fit: 'overlap',
    });
    // Sydney: 5 April 2026, 03:00 AEDT → 02:00 AEST.
    expect(localInputToUtc('2026-04-05T02:30', 'Australia/Sydney')).toEqual({
      ms: utc('2026-04-04T15:30:00Z'),
      fit: 'overlap',
    });
  });

  it('handles the edges of a change exactly', () => {
    expect(localInputToUtc('2026-03-29T02:00', 'Europe/London')).toEqual({
      ms: utc('2026-03-29T01:00:00Z'),
      fit: 'exact',
    });
    expect(localInputToUtc('2026-03-29T00:59', 'Europe/London')).toEqual({
      ms: utc('2026-03-29T00:59:00Z'),
      fit: 'exact',
    });
    expect(localInputToUtc('2026-10-25T02:00', 'Europe/London')).toEqual({
      ms: utc('2026-10-25T02:00:00Z'),
      fit: 'exact',
    });
  });

  it('handles zones with half-hour offsets and a 30-minute change (Lord Howe)', () => {
    expect(localInputToUtc('2026-06-01T09:00', 'Asia/Kolkata')?.ms).toBe(
      utc('2026-06-01T03:30:00Z'),
    );
    // Lord Howe moves its clocks by 30 minutes: 4 October 2026, 02:00 → 02:30.
    expect(localInputToUtc('2026-10-04T02:15', 'Australia/Lord_Howe')?.fit).toBe('gap');
  });

  it('round-trips every hour of a year in a DST zone, except the skipped hour', () => {
    const zone = 'Europe/Berlin';
    let skipped = 0;
    for (let ms = utc('2026-01-01T00:00:00Z'); ms < utc('2027-01-01T00:00:00Z'); ms += 3_600_000) {
      const local = toLocalInput(ms, zone);
      const back = localInputToUtc(local, zone)!;
      if (back.fit === 'overlap') expect([ms, ms - 3_600_000]).toContain(back.ms);
      else expect(back.ms).toBe(ms);
    }
    for (let hour = 0; hour < 24; hour += 1) {
      const local = `2026-03-29T${String(hour).padStart(2, '0')}:00`;
      if (localInputToUtc(local, zone)!.fit === 'gap') skipped += 1;
    }
    expect(skipped).toBe(1);
  });

  it('refuses what is not a wall time', () => {
    for (const bad of [
      '',
      '2026-02-31T10:00',
      '2026-13-01T10:00',
      '2026-01-01T24:00',
      '2026-01-01',
      'tomorrow',
    ])
      expect(localInputToUtc(bad, 'UTC')).toBeNull();
    expect(parseWallTime('2026-01-01T10:00:00')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 10,
      minute: 0,
    });
  });
});

describe('addDays', () => {
  it('keeps the wall time across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 29, hour: 20, minute: 30 }, 7)).toEqual({
      year: 2027,
      month: 1,
      day: 5,
      hour: 20,
      minute: 30,
    });
  });
});

describe('wallTimeToUtc', () => {
  it('keeps the wall time over a week that crosses a change', () => {
    const before = wallTimeToUtc(
      { year: 2026, month: 3, day: 24, hour: 20, minute: 30 },
      'Europe/London',
    );
    const after = wallTimeToUtc(
      { year: 2026, month: 3, day: 31, hour: 20, minute: 30 },
      'Europe/London',
    );
    expect(after.ms - before.ms).toBe(7 * 86_400_000 - 3_600_000);
  });
});

describe('time zones', () => {
  it('lists UTC and the IANA zones', () => {
    const zones = timeZoneNames();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Kuala_Lumpur');
    expect(zones).toContain('Europe/London');
  });

  it('knows a real zone from anything else', () => {
    expect(isTimeZone('Asia/Kuala_Lumpur')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+08:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('../etc')).toBe(false);
  });
});
