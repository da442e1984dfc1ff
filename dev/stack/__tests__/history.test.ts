import { dayKey, overviewOf, revenueOf, revenueRecordsOf } from '../../../lib/stats/client';
import { demoHistory, HISTORY_DAYS } from '../history';

const NOW = Date.parse('2026-03-18T12:00:00Z');
const plans = [
  { price: 'price_sub', name: 'Sub', mode: 'subscription' as const, courses: ['c'] },
  { price: 'price_pass', name: 'Pass', mode: 'payment' as const, termDays: 30, courses: ['c'] },
];

it('a fixed history before today, whose revenue is its payment events’ entries', () => {
  const { stats, events } = demoHistory(NOW, plans);
  expect(demoHistory(NOW, plans)).toEqual({ stats, events });
  expect([...stats.keys()].some((id) => id === `daily-${dayKey(NOW)}`)).toBe(false);
  const fromEvents = new Map<string, number>();
  for (const { data } of events)
    for (const entry of revenueRecordsOf(data))
      fromEvents.set(entry.plan!, (fromEvents.get(entry.plan!) ?? 0) + entry.amount);
  const counted = new Map<string, number>();
  for (const [id, fields] of stats)
    if (id.startsWith('daily-'))
      for (const [plan, byCurrency] of revenueOf(Object.fromEntries(fields)))
        counted.set(plan, (counted.get(plan) ?? 0) + (byCurrency.get('myr') ?? 0));
  expect(counted).toEqual(fromEvents);
  expect(fromEvents.get('price_sub')).toBeGreaterThan(0);
  expect(fromEvents.get('price_pass')).toBeGreaterThan(0);
  expect(events.some(({ id }) => id.endsWith('_refund'))).toBe(true);
});

it('every chart has something to show, and active members walked back stay near today’s', () => {
  const { stats } = demoHistory(NOW, plans);
  const byId = new Map([...stats].map(([id, fields]) => [id, Object.fromEntries(fields)]));
  const overview = overviewOf({
    nowMs: NOW,
    activeNow: 20,
    days: new Map(
      Array.from({ length: HISTORY_DAYS }, (_, i) => {
        const day = dayKey(NOW - i * 86_400_000);
        return [day, byId.get(`daily-${day}`) ?? {}];
      }),
    ),
    months: new Map(
      overviewOf({ nowMs: NOW, activeNow: 0, days: new Map(), months: new Map() }).months.map(
        ({ month }) => [month, byId.get(`monthly-${month}`) ?? {}],
      ),
    ),
  });
  expect(overview.figures.newMembers30).toBeGreaterThan(0);
  expect(overview.learners.filter((w) => w.learners > 0).length).toBeGreaterThanOrEqual(12);
  expect(overview.months.filter((m) => m.revenue.size > 0).length).toBeGreaterThanOrEqual(6);
  for (const point of overview.active) expect(Math.abs(point.active - 20)).toBeLessThanOrEqual(12);
});
