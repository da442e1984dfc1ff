import { DAY_MS } from '../../time';
import {
  accessDelta,
  backfillDelta,
  dayKey,
  lastMonths,
  lastWeeks,
  mergeDelta,
  NO_END,
  overviewDays,
  overviewOf,
  progressDelta,
  revenueDelta,
  revenueField,
  revenueOf,
  revenueRecordsOf,
  weekKey,
  type StatsDelta,
} from '../rules';

const NOW = Date.parse('2026-03-18T12:00:00Z'); // a Wednesday
const at = (day: string) => Date.parse(`${day}T09:00:00Z`);
const plain = (delta: StatsDelta) =>
  Object.fromEntries([...delta].map(([doc, fields]) => [doc, Object.fromEntries(fields)]));

describe('keys', () => {
  it('days, weeks (from Monday, UTC) and months', () => {
    expect(dayKey(NOW)).toBe('2026-03-18');
    expect(weekKey(NOW)).toBe('2026-03-16');
    expect(weekKey(Date.parse('2026-03-16T00:00:00Z'))).toBe('2026-03-16');
    expect(weekKey(Date.parse('2026-03-15T23:59:59Z'))).toBe('2026-03-09');
    expect(lastMonths(NOW, 3)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(lastMonths(Date.parse('2026-01-31T00:00:00Z'), 2)).toEqual(['2025-12', '2026-01']);
    expect(lastWeeks(NOW, 2)).toEqual(['2026-03-09', '2026-03-16']);
    expect(overviewDays(NOW)).toHaveLength(97);
    expect(overviewDays(NOW).at(-1)).toBe('2026-03-18');
  });
});

describe('accessDelta', () => {
  it('gaining access is a join today, and an end ahead is counted on its day', () => {
    expect(plain(accessDelta(0, at('2026-04-18'), NOW))).toEqual({
      'daily-2026-03-18': { joins: 1 },
      'daily-2026-04-18': { ends: 1 },
    });
    expect(plain(accessDelta(0, NO_END, NOW))).toEqual({ 'daily-2026-03-18': { joins: 1 } });
  });

  it('moving the end moves its count; the same end counts nothing', () => {
    expect(plain(accessDelta(at('2026-04-18'), at('2026-05-18'), NOW))).toEqual({
      'daily-2026-04-18': { ends: -1 },
      'daily-2026-05-18': { ends: 1 },
    });
    expect(plain(accessDelta(at('2026-04-18'), at('2026-04-18') + 1000, NOW))).toEqual({});
    expect(plain(accessDelta(NO_END, NO_END, NOW))).toEqual({});
  });

  it('access taken away now is an end today (its scheduled end withdrawn)', () => {
    expect(plain(accessDelta(at('2026-04-18'), NOW, NOW))).toEqual({
      'daily-2026-04-18': { ends: -1 },
      'daily-2026-03-18': { ends: 1 },
    });
    expect(plain(accessDelta(NO_END, 0, NOW))).toEqual({ 'daily-2026-03-18': { ends: 1 } });
  });

  it('a change after access ran out is a join again; a past end stays counted', () => {
    expect(plain(accessDelta(at('2026-03-01'), at('2026-04-18'), NOW))).toEqual({
      'daily-2026-03-18': { joins: 1 },
      'daily-2026-04-18': { ends: 1 },
    });
    expect(plain(accessDelta(at('2026-03-01'), 0, NOW))).toEqual({});
  });
});

describe('progressDelta', () => {
  it('moves the member to today once a day, counts the week once, completions each time', () => {
    expect(plain(progressDelta(null, NOW, false))).toEqual({
      'daily-2026-03-18': { lastActive: 1 },
      'daily-2026-03-16': { weekLearners: 1 },
    });
    expect(plain(progressDelta(at('2026-03-16'), NOW, true))).toEqual({
      'daily-2026-03-16': { lastActive: -1 },
      'daily-2026-03-18': { lastActive: 1, completions: 1 },
    });
    expect(plain(progressDelta(NOW - 1000, NOW, false))).toEqual({});
    expect(plain(progressDelta(at('2026-03-10'), NOW, false))).toEqual({
      'daily-2026-03-10': { lastActive: -1 },
      'daily-2026-03-18': { lastActive: 1 },
      'daily-2026-03-16': { weekLearners: 1 },
    });
  });
});

describe('revenue', () => {
  it('counts a payment on its day and month, a refund negative; bad currencies are dropped', () => {
    expect(plain(revenueDelta('price_a', 'MYR', 4900, NOW))).toEqual({
      'daily-2026-03-18': { revenue_myr_price__a: 4900 },
      'monthly-2026-03': { revenue_myr_price__a: 4900 },
    });
    expect(plain(revenueDelta(null, 'usd', -100, NOW))).toEqual({
      'daily-2026-03-18': { revenue_usd_unknown: -100 },
      'monthly-2026-03': { revenue_usd_unknown: -100 },
    });
    expect(plain(revenueDelta('p', 'dollars', 100, NOW))).toEqual({});
    expect(plain(revenueDelta('p', 'usd', 0, NOW))).toEqual({});
  });

  it('names fields with letters, digits and _ only, and reads any plan id back', () => {
    expect(revenueField('price_1-x', 'USD')).toBe('revenue_usd_price__1_dx');
    expect(revenueField('a:b', 'usd')).toMatch(/^[A-Za-z0-9_]+$/);
    const revenue = revenueOf({
      [revenueField('price_1-x', 'usd')]: 100,
      [revenueField('price_1-x', 'myr')]: 200,
      [revenueField('a:b', 'usd')]: 5,
      revenue_usd_bad_q: 1,
      joins: 3,
    });
    expect([...revenue.get('price_1-x')!]).toEqual([
      ['usd', 100],
      ['myr', 200],
    ]);
    expect(revenue.get('a:b')?.get('usd')).toBe(5);
    expect(revenue.size).toBe(2);
  });

  it('reads a payment event’s stored entries, ignoring malformed ones', () => {
    expect(
      revenueRecordsOf({
        created: 7,
        revenue: [{ plan: 'p', currency: 'usd', amount: -5 }, { plan: 'q' }, null],
      }),
    ).toEqual([{ plan: 'p', currency: 'usd', amount: -5, at: 7 }]);
    expect(revenueRecordsOf({ revenue: [] })).toEqual([]);
    expect(revenueRecordsOf(undefined)).toEqual([]);
  });
});

describe('overviewOf', () => {
  const days = new Map<string, Record<string, number>>([
    ['2026-03-18', { joins: 2, ends: 1, lastActive: 3, completions: 4, revenue_usd_p: 1000 }],
    ['2026-03-17', { joins: 1, lastActive: 1, revenue_usd_p: -200, revenue_myr_q: 500 }],
    ['2026-03-12', { joins: 5, ends: 2, lastActive: 7 }],
    ['2026-03-11', { joins: 100, ends: 50, lastActive: 100, completions: 100 }],
    ['2026-02-20', { joins: 1, revenue_usd_p: 50 }],
    ['2026-03-16', { weekLearners: 9 }],
  ]);
  const overview = overviewOf({
    nowMs: NOW,
    activeNow: 40,
    days,
    months: new Map([['2026-03', { revenue_usd_p: 800 }]]),
  });

  it('sums the windows that end today', () => {
    expect(overview.figures).toMatchObject({
      activeMembers: 40,
      newMembers7: 8,
      newMembers30: 109,
      ended7: 3,
      ended30: 53,
      learners7: 11,
      completions7: 4,
    });
    expect([...overview.figures.revenue30]).toEqual([
      ['myr', 500],
      ['usd', 850],
    ]);
  });

  it('walks the active members back from now through each day’s joins and ends', () => {
    const byDay = new Map(overview.active.map((p) => [p.day, p.active]));
    expect(overview.active).toHaveLength(90);
    expect(overview.active.at(-1)).toEqual({ day: '2026-03-18', active: 40, joins: 2, ends: 1 });
    expect(byDay.get('2026-03-17')).toBe(39); // 40 - 2 joined + 1 ended on the 18th
    expect(byDay.get('2026-03-16')).toBe(38);
    expect(byDay.get('2026-03-12')).toBe(38);
    expect(byDay.get('2026-03-11')).toBe(35); // 38 - 5 joined + 2 ended on the 12th
    expect(byDay.get('2026-03-10')).toBe(0); // 35 - 100 + 50 < 0: never below zero
  });

  it('does not add back an end later today: that member is still in activeNow', () => {
    // One member whose pass ends at 20:00 MYT (12:00 UTC), the chart read at 10:00 MYT.
    const now = Date.parse('2026-03-18T02:00:00Z');
    const single = overviewOf({
      nowMs: now,
      activeNow: 1,
      endingLaterToday: 1,
      days: new Map([['2026-03-18', { ends: 1 }]]),
      months: new Map(),
    });
    const byDay = new Map(single.active.map((p) => [p.day, p.active]));
    expect(single.active.at(-1)).toEqual({ day: '2026-03-18', active: 1, joins: 0, ends: 1 });
    expect(byDay.get('2026-03-17')).toBe(1);
    expect(byDay.get('2025-12-19')).toBe(1);
    expect(single.figures.ended7).toBe(1);
  });

  it('weekly learners from Mondays, 12 months of revenue', () => {
    expect(overview.learners).toHaveLength(13);
    expect(overview.learners.at(-1)).toEqual({ week: '2026-03-16', learners: 9 });
    expect(overview.months).toHaveLength(12);
    expect(overview.months.at(-1)?.revenue.get('p')?.get('usd')).toBe(800);
  });
});

describe('backfillDelta', () => {
  it('rebuilds joins, ends, latest activity and completions from records, and revenue', () => {
    const delta = backfillDelta(
      [
        {
          accessUntil: NO_END,
          joinedAt: at('2026-01-05'),
          lastWatchedAt: at('2026-03-17'),
          completedAt: [at('2026-03-17'), at('2026-03-01')],
        },
        {
          accessUntil: at('2026-04-01'),
          joinedAt: at('2026-01-05'),
          lastWatchedAt: null,
          completedAt: [],
        },
        { accessUntil: 0, joinedAt: at('2026-01-05'), lastWatchedAt: null, completedAt: [] },
      ],
      [{ plan: 'p', currency: 'usd', amount: 10, at: at('2026-02-02') }],
    );
    expect(plain(delta)).toEqual({
      'daily-2026-01-05': { joins: 2 },
      'daily-2026-04-01': { ends: 1 },
      'daily-2026-03-17': { lastActive: 1, completions: 1 },
      'daily-2026-03-16': { weekLearners: 1 },
      'daily-2026-03-01': { completions: 1 },
      'daily-2026-02-02': { revenue_usd_p: 10 },
      'monthly-2026-02': { revenue_usd_p: 10 },
    });
  });

  it('replaying the live deltas of a history gives the same counters as the backfill', () => {
    const joined = at('2026-01-05');
    const live = mergeDelta(
      accessDelta(0, at('2026-02-05'), joined),
      accessDelta(at('2026-02-05'), at('2026-03-05'), joined + 20 * DAY_MS),
    );
    expect(plain(live)).toEqual(
      plain(
        backfillDelta(
          [
            {
              accessUntil: at('2026-03-05'),
              joinedAt: joined,
              lastWatchedAt: null,
              completedAt: [],
            },
          ],
          [],
        ),
      ),
    );
  });
});
