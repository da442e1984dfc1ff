import { localizedFields, translationsOf, type Locale, type Translations } from '../i18n/client';

/**
 * liveSessions/{id}: one live coaching session. Times are ms since the epoch (UTC);
 * `timeZone` is the IANA zone (or 'UTC') the operator scheduled it in, so an edit shows
 * the wall time they chose. `courseIds` is the audience: members with an active grant of
 * any of them; [] means every member with any access. `sequence` is 0 at creation and
 * grows by one on every change (calendars and change e-mails key on it).
 */
export type LiveSession = {
  id: string;
  title: string;
  description: string;
  startsAt: number;
  durationMinutes: number;
  timeZone: string;
  joinUrl: string;
  courseIds: string[];
  status: LiveSessionStatus;
  sequence: number;
  recordingVideoId: string | null;
  seriesId: string | null;
  /** The operator's Malay and Chinese title and description, if any (`localizedText`). */
  translations?: Translations<LiveTextField>;
  createdAt: number;
  updatedAt: number;
};

export type LiveSessionStatus = 'scheduled' | 'cancelled';

/** The words of a session an operator may give in Malay and Chinese too. */
export const LIVE_TEXT_FIELDS = ['title', 'description'] as const;
export type LiveTextField = (typeof LIVE_TEXT_FIELDS)[number];

/**
 * A session's title and description in the reader's language: the operator's translation of
 * each, else the English one (field by field).
 */
export function localizedText(
  session: Pick<LiveSession, 'title'> & Partial<Pick<LiveSession, 'description' | 'translations'>>,
  locale: Locale,
): Record<LiveTextField, string> {
  return localizedFields(
    { title: session.title, description: session.description ?? '' },
    session.translations,
    locale,
  );
}

/** The session as a reader of `locale` sees it: its title and description in their language. */
export function inLanguage<T extends LiveSession>(session: T, locale: Locale): T {
  return locale === 'en' ? session : { ...session, ...localizedText(session, locale) };
}

/** What a new session needs; every other field has its default in `newLiveSession`. */
export type NewLiveSession = Pick<LiveSession, 'id' | 'title' | 'startsAt' | 'durationMinutes'> &
  Partial<Omit<LiveSession, 'createdAt' | 'updatedAt'>>;

/**
 * A session as the store creates it: scheduled, at sequence 0, no recording, in no series,
 * for every member with access, in UTC, created and last changed at `nowMs`, unless `fields`
 * says otherwise. The one spelling of a new session: the store, the demo seed, the benches
 * and the tests all build theirs with it (`liveSessionDoc` gives its document).
 */
export function newLiveSession(fields: NewLiveSession, nowMs: number): LiveSession {
  return {
    description: '',
    timeZone: 'UTC',
    joinUrl: '',
    courseIds: [],
    status: 'scheduled',
    sequence: 0,
    recordingVideoId: null,
    seriesId: null,
    createdAt: nowMs,
    updatedAt: nowMs,
    ...fields,
  };
}

/** A session as its document (liveSessions/{id}) holds it: everything but the id, which names it. */
export function liveSessionDoc(session: LiveSession): Omit<LiveSession, 'id'> {
  const fields: Partial<LiveSession> = { ...session };
  delete fields.id;
  return fields as Omit<LiveSession, 'id'>;
}

/** When the session ends, in ms. */
export const endsAt = (session: Pick<LiveSession, 'startsAt' | 'durationMinutes'>): number =>
  session.startsAt + session.durationMinutes * 60_000;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const finite = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A stored document as a session, or null when it lacks what a session needs (a start,
 * a duration, a title): a malformed document is shown to nobody rather than half.
 */
export function liveSessionOf(
  id: string,
  data: Record<string, unknown> | undefined,
): LiveSession | null {
  if (!data) return null;
  const startsAt = finite(data.startsAt);
  const durationMinutes = finite(data.durationMinutes);
  const title = text(data.title);
  if (startsAt === null || durationMinutes === null || durationMinutes <= 0 || !title) return null;
  return {
    id,
    title,
    description: text(data.description),
    startsAt,
    durationMinutes,
    timeZone: text(data.timeZone) || 'UTC',
    joinUrl: text(data.joinUrl),
    courseIds: Array.isArray(data.courseIds)
      ? data.courseIds.filter((c): c is string => typeof c === 'string' && c !== '')
      : [],
    status: data.status === 'cancelled' ? 'cancelled' : 'scheduled',
    sequence: finite(data.sequence) ?? 0,
    recordingVideoId: text(data.recordingVideoId) || null,
    seriesId: text(data.seriesId) || null,
    translations: translationsOf(data.translations, LIVE_TEXT_FIELDS),
    createdAt: finite(data.createdAt) ?? 0,
    updatedAt: finite(data.updatedAt) ?? 0,
  };
}

/** What the console's form gives for one session; the store adds the rest. */
export type LiveSessionInput = Pick<
  LiveSession,
  | 'title'
  | 'description'
  | 'startsAt'
  | 'durationMinutes'
  | 'timeZone'
  | 'joinUrl'
  | 'courseIds'
  | 'translations'
>;
