/**
 * lib/live's client-safe door: the session's shape, a member's sessions and the time-zone
 * arithmetic, without Firestore. Server code imports everything from `@/lib/live`.
 */
export {
  endsAt,
  inLanguage,
  LIVE_TEXT_FIELDS,
  liveSessionDoc,
  liveSessionOf,
  localizedText,
  newLiveSession,
  type LiveSession,
  type LiveSessionStatus,
  type LiveTextField,
  type NewLiveSession,
} from './types';
export { sessionsForMember, type MemberSessions } from './audience';
export {
  addDays,
  calendarDay,
  formatWallTime,
  isTimeZone,
  localInputToUtc,
  offsetAt,
  parseWallTime,
  timeZoneNames,
  toLocalInput,
  wallTimeAt,
  wallTimeToUtc,
  type WallTime,
  type WallTimeFit,
} from './zoned-time';
export { MAX_WEEKS, weeklyStarts } from './series';
export type { LiveFormField, LiveSessionFormValues } from './form';
export { durationMessage, formatMinutes, formatSessionTime } from './format';
