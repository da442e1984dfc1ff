import { isInAudience } from '../grants/client';
import { endsAt, type LiveSession } from './types';

export type MemberSessions = {
  /** Scheduled sessions not over yet (one under way included), soonest first. */
  upcoming: LiveSession[];
  /** Scheduled sessions that are over, latest first. */
  past: LiveSession[];
  /** Cancelled sessions that would not be over yet, soonest first: shown as cancelled. */
  cancelled: LiveSession[];
};

/** The member's sessions, from every session: only those of their audience. */
export function sessionsForMember(
  sessions: readonly LiveSession[],
  memberCourseIds: readonly string[],
  nowMs: number,
): MemberSessions {
  const mine = sessions.filter((session) => isInAudience(session, memberCourseIds));
  const soonest = (a: LiveSession, b: LiveSession) =>
    a.startsAt - b.startsAt || a.id.localeCompare(b.id);
  const notOver = (session: LiveSession) => endsAt(session) > nowMs;
  return {
    upcoming: mine.filter((s) => s.status === 'scheduled' && notOver(s)).sort(soonest),
    past: mine.filter((s) => s.status === 'scheduled' && !notOver(s)).sort((a, b) => soonest(b, a)),
    cancelled: mine.filter((s) => s.status === 'cancelled' && notOver(s)).sort(soonest),
  };
}
