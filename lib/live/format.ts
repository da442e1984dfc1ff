import { momentOptions } from '../i18n/client';
/** How a session's time reads, in a given zone (the console: its own zone; members: theirs). */

const formats = new Map<string, Intl.DateTimeFormat>();

/** e.g. "Tue, 1 Dec 2026, 20:30": English, 24-hour, in the zone. */
export function formatSessionTime(ms: number, zone: string): string {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', sessionTimeOptions('en-GB', zone));
    formats.set(zone, format);
  }
  return format.format(ms);
}

/** e.g. "90 minutes", "1 hour", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return hours === 1 ? '1 hour' : `${hours} hours`;
  return `${hours} h ${rest} min`;
}

/**
 * A session's time for a member, in their language's `Intl` locale (`en-MY`, `ms-MY`,
 * `zh-Hans-MY`) and zone: as `formatSessionTime` in English ("Fri, 4 Dec 2026, 12:30");
 * Malay and Chinese name the day in full ("Jumaat, 4 Dis 2026, 12:30", "2026年12月4日星期五 12:30"),
 * as readers of those languages expect.
 */
export function sessionTimeOptions(intlLocale: string, zone: string) {
  return momentOptions(zone, intlLocale.startsWith('en') ? 'short' : 'long');
}

/** `formatDuration` as a catalogue message: its key (under `live.duration`) and values. */
export function durationMessage(minutes: number): {
  key: 'minutes' | 'hours' | 'hoursMinutes';
  values: Record<string, number>;
} {
  if (minutes < 60) return { key: 'minutes', values: { minutes } };
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return { key: 'hours', values: { hours } };
  return { key: 'hoursMinutes', values: { hours, minutes: rest } };
}
