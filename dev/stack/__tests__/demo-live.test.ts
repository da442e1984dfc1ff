import { toLocalInput } from '../../../lib/live/client';
import { DEMO_LIVE, demoLiveSessions } from '../seed';

describe('demoLiveSessions', () => {
  it('is a weekly series from the next Tuesday 20:30 in Kuala Lumpur still ahead', () => {
    // Tuesday 1 December 2026, 13:00 UTC = 21:00 in Kuala Lumpur: today's has started.
    const now = Date.parse('2026-12-01T13:00:00Z');
    const sessions = demoLiveSessions(now);
    expect(sessions).toHaveLength(DEMO_LIVE.weeks);
    expect(toLocalInput(sessions[0]!.startsAt, DEMO_LIVE.zone)).toBe('2026-12-08T20:30');
    expect(sessions[1]!.startsAt - sessions[0]!.startsAt).toBe(7 * 86_400_000);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(DEMO_LIVE.weeks);
    expect(sessions.every((s) => s.courseIds.length === 0 && s.status === 'scheduled')).toBe(true);
  });

  it('takes today’s when it is still ahead', () => {
    const now = Date.parse('2026-12-01T12:00:00Z'); // 20:00 in Kuala Lumpur, a Tuesday
    expect(toLocalInput(demoLiveSessions(now)[0]!.startsAt, DEMO_LIVE.zone)).toBe(
      '2026-12-01T20:30',
    );
    const wednesday = Date.parse('2026-12-02T01:00:00Z');
    expect(toLocalInput(demoLiveSessions(wednesday)[0]!.startsAt, DEMO_LIVE.zone)).toBe(
      '2026-12-08T20:30',
    );
  });
});
