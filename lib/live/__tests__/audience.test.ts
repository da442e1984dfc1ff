import { sessionsForMember } from '../audience';
import { inLanguage, liveSessionOf, newLiveSession, type LiveSession } from '../types';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-01T12:00:00Z');

function session(id: string, fields: Partial<LiveSession> = {}): LiveSession {
  return newLiveSession(
    {
      id,
      title: id,
      startsAt: NOW + HOUR,
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/x',
      ...fields,
    },
    0,
  );
}

describe('sessionsForMember', () => {
  it('splits the member’s sessions into upcoming, past and cancelled, soonest first', () => {
    const sessions = [
      session('later', { startsAt: NOW + 48 * HOUR }),
      session('soon', { startsAt: NOW + HOUR }),
      session('running', { startsAt: NOW - 30 * 60_000 }),
      session('yesterday', { startsAt: NOW - 24 * HOUR }),
      session('last-week', { startsAt: NOW - 7 * 24 * HOUR }),
      session('called-off', { startsAt: NOW + 2 * HOUR, status: 'cancelled' }),
      session('called-off-past', { startsAt: NOW - 2 * HOUR, status: 'cancelled' }),
      session('other-course', { startsAt: NOW + HOUR, courseIds: ['other'] }),
    ];
    const mine = sessionsForMember(sessions, ['mine'], NOW);
    expect(mine.upcoming.map((s) => s.id)).toEqual(['running', 'soon', 'later']);
    expect(mine.past.map((s) => s.id)).toEqual(['yesterday', 'last-week']);
    expect(mine.cancelled.map((s) => s.id)).toEqual(['called-off']);
  });

  it('gives a member without access nothing', () => {
    const mine = sessionsForMember([session('a'), session('b', { courseIds: ['x'] })], [], NOW);
    expect(mine).toEqual({ upcoming: [], past: [], cancelled: [] });
  });

  it('counts a session as past from its end', () => {
    const ending = session('ending', { startsAt: NOW - HOUR, durationMinutes: 60 });
    expect(sessionsForMember([ending], ['x'], NOW).past).toHaveLength(1);
    expect(sessionsForMember([ending], ['x'], NOW - 1).upcoming).toHaveLength(1);
  });
});

describe('inLanguage', () => {
  it('puts the operator’s translation of the title and description in place, else the English', () => {
    const session = liveSessionOf('s1', {
      title: 'Weekly review',
      description: 'The week on the charts.',
      startsAt: 1,
      durationMinutes: 60,
      translations: { zh: { title: '每周复盘' }, ms: { title: ' ' }, fr: { title: 'Revue' } },
    })!;
    expect(inLanguage(session, 'zh')).toEqual({
      ...session,
      title: '每周复盘',
      description: 'The week on the charts.',
    });
    expect(inLanguage(session, 'ms').title).toBe('Weekly review');
    expect(session.translations).toEqual({ zh: { title: '每周复盘' } });
  });
});
