import 'server-only';
import { cachedRead } from '../cached-read';
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { log } from '../log';
import { sessionsForMember, type MemberSessions } from './audience';
import { fetchLiveSessions } from './store';
import { inLanguage, type LiveSession } from './types';

export * from './client';
export {
  cancelLiveSession,
  createLiveSessions,
  fetchLiveSession,
  fetchLiveSessions,
  NOT_OVER_YET,
  SESSION_CANCELLED,
  SESSION_GONE,
  setLiveRecording,
  STALE_SESSION,
  updateLiveSession,
  type LiveChange,
} from './store';
export type { LiveSessionInput } from './types';

export {
  formValuesOf,
  LIVE_FORM_ERRORS,
  parseLiveSessionForm,
  parseRecordingLink,
  type LiveFormField,
  type ParsedLiveForm,
} from './form';

/** The sessions' cache tag: every console change expires it (expireLiveSessions). */
const LIVE_TAG = 'live-sessions';

/** How long the cached sessions are served before a request refreshes them. */
export const LIVE_REVALIDATE_SECONDS = 60;

/**
 * Every session, one shared cache entry for all members (like the content catalog): a
 * refresh is one Firestore query, whatever the number of members, and concurrent
 * refreshes share it.
 */
const sessions = cachedRead(fetchLiveSessions, {
  key: 'live-sessions',
  revalidate: LIVE_REVALIDATE_SECONDS,
  tag: LIVE_TAG,
});

/** Every session (cancelled and past ones too), by start; throws when Firestore fails. */
export function loadLiveSessions(): Promise<LiveSession[]> {
  return sessions.load();
}

/**
 * After a console change: members' pages and feeds read the sessions anew, on every
 * instance, and the console's own re-render shows the change. Server actions only.
 */
export function expireLiveSessions(): void {
  sessions.expire();
}

/** For pages: a failure is logged and reads as no sessions. */
export async function getLiveSessionsOrEmpty(route: string): Promise<LiveSession[]> {
  try {
    return await loadLiveSessions();
  } catch (error) {
    log('error', 'could not load the live sessions', { route, error });
    return [];
  }
}

/**
 * A member's sessions (only those of their audience), for pages: a failure reads as none.
 * With `locale`, each title and description is in that language where the operator gave one.
 */
export async function getMemberSessionsOrEmpty(
  memberCourseIds: readonly string[],
  route: string,
  { nowMs = Date.now(), locale = DEFAULT_LOCALE }: { nowMs?: number; locale?: Locale } = {},
): Promise<MemberSessions> {
  const mine = sessionsForMember(await getLiveSessionsOrEmpty(route), memberCourseIds, nowMs);
  return {
    upcoming: mine.upcoming.map((session) => inLanguage(session, locale)),
    past: mine.past.map((session) => inLanguage(session, locale)),
    cancelled: mine.cancelled.map((session) => inLanguage(session, locale)),
  };
}
export { notifySessionChange, type Notified } from './notify';
export {
  liveSessionMailTopic,
  sessionChangeMail,
  sessionChangeMailId,
  type SessionChange,
} from './change-mail';
