import ical, { escape, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DEFAULT_LOCALE, getTranslator, type Locale, type Translations } from '../i18n';
import { localizedText, type LiveTextField } from '../live/client';

/**
 * What a calendar entry needs of a live session (lib/live's LiveSession has all of it):
 * the feed and the one-event download both pass sessions as lib/live stores them.
 */
export type CalendarSession = {
  id: string;
  title: string;
  description: string;
  /** ms since the epoch, UTC */
  startsAt: number;
  durationMinutes: number;
  joinUrl: string;
  status: 'scheduled' | 'cancelled';
  sequence: number;
  updatedAt: number;
  /** The operator's Malay and Chinese title and description, if any. */
  translations?: Translations<LiveTextField>;
};

/** The product's identifier in PRODID: -//Apex Traders Academy//Live sessions//EN */
const PRODUCT = { company: 'Apex Traders Academy', product: 'Live sessions', language: 'EN' };

/**
 * The stable identifier of a session's event, `<session id>@<site host>`: a calendar
 * that imported it once updates that event (by SEQUENCE) instead of adding a second one.
 */
export function eventUidOf(sessionId: string, siteUrl: string): string {
  return `${sessionId}@${new URL(siteUrl).host}`;
}

/**
 * A URI as URL's value: ical-generator escapes `,` `;` and `\` there as in TEXT, which
 * RFC 5545 does not do for URI values, so a calendar would read the backslashes as part of
 * the address. Percent-encoded, the address means the same and passes through untouched.
 */
function uriValue(url: string): string {
  return url.replace(/[,;\\]/g, (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * RFC 5545 text with one VEVENT per session, times in UTC (DTSTART/DTEND end in Z), so
 * every calendar shows them in its own zone. A cancelled session stays in, as
 * STATUS:CANCELLED, so a calendar that has it removes or strikes it. The join link is the
 * event's URL and also ends the description, since several calendars do not show URL.
 * DTSTAMP is the session's last change, not the time of the request: the same sessions
 * give the same bytes, so a feed's answer can be cached and compared.
 * `refreshMinutes` (feeds): how often a subscribed calendar should poll. `locale`: the
 * member's language, which the titles, descriptions and the join line are in.
 */
export function calendarOf(
  sessions: readonly CalendarSession[],
  {
    siteUrl,
    name,
    refreshMinutes,
    locale = DEFAULT_LOCALE,
  }: { siteUrl: string; name: string; refreshMinutes?: number; locale?: Locale },
): string {
  const t = getTranslator(locale, 'mail');
  const calendar = ical({
    // ical-generator writes NAME and X-WR-CALNAME as given (it escapes only the events'
    // text), and a session's title may hold `,` `;` `\` or a line break.
    name: escape(name, false),
    prodId: PRODUCT,
    method: ICalCalendarMethod.PUBLISH,
    ...(refreshMinutes ? { ttl: refreshMinutes * 60 } : {}),
  });
  for (const session of sessions) {
    const cancelled = session.status === 'cancelled';
    const { title, description } = localizedText(session, locale);
    calendar.createEvent({
      id: eventUidOf(session.id, siteUrl),
      sequence: session.sequence,
      start: new Date(session.startsAt),
      end: new Date(session.startsAt + session.durationMinutes * 60_000),
      stamp: new Date(session.updatedAt),
      lastModified: new Date(session.updatedAt),
      summary: title,
      description: [description, t('calendar.join', { url: session.joinUrl })]
        .filter(Boolean)
        .join('\n\n'),
      url: uriValue(session.joinUrl),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // Every content line ends in CRLF (RFC 5545 §3.1), the last one too.
  return `${calendar.toString()}\r\n`;
}

/** A member's feed's name in their language: "Apex Traders Academy live sessions". */
export function feedNameOf(locale: Locale): string {
  return getTranslator(locale, 'mail')('calendar.name');
}
