import { weeklyStarts } from '../series';
import { toLocalInput } from '../zoned-time';

describe('weeklyStarts', () => {
  it('repeats the same wall time every week across the DST change', () => {
    const starts = weeklyStarts(
      { year: 2026, month: 3, day: 17, hour: 20, minute: 30 },
      'Europe/London',
      12,
    );
    expect(starts).toHaveLength(12);
    for (const { startsAt, fit } of starts) {
      expect(fit).toBe('exact');
      expect(toLocalInput(startsAt, 'Europe/London')).toMatch(/T20:30$/);
      expect(new Date(startsAt).getUTCDay()).toBe(2);
    }
    expect(toLocalInput(starts[11]!.startsAt, 'Europe/London')).toBe('2026-06-02T20:30');
    // Before the change 20:30 GMT is 20:30Z; after it, 20:30 BST is 19:30Z.
    expect(new Date(starts[0]!.startsAt).toISOString()).toBe('2026-03-17T20:30:00.000Z');
    expect(new Date(starts[2]!.startsAt).toISOString()).toBe('2026-03-31T19:30:00.000Z');
  });

  it('says which week’s wall time the clocks skip', () => {
    const starts = weeklyStarts(
      { year: 2026, month: 3, day: 22, hour: 1, minute: 30 },
      'Europe/London',
      3,
    );
    expect(starts.map((s) => s.fit)).toEqual(['exact', 'gap', 'exact']);
  });

  it('makes one session for one week', () => {
    expect(weeklyStarts({ year: 2026, month: 1, day: 1, hour: 9, minute: 0 }, 'UTC', 1)).toEqual([
      { startsAt: Date.parse('2026-01-01T09:00:00Z'), fit: 'exact' },
    ]);
  });
});
