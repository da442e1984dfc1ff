import { formatMoment } from '../i18n/client';
/** How a session's time and length read (the console: its own zone; members: theirs). */

/** e.g. "Tue, 1 Dec 2026, 20:30": English, 24-hour, in the zone. */
export const formatSessionTime = (ms: number, zone: string): string =>
  formatMoment(ms, zone, 'short');

/** A length in minutes, e.g. "90 minutes", "1 hour", "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return hours === 1 ? '1 hour' : `${hours} hours`;
  return `${hours} h ${rest} min`;
}

/** `formatMinutes` as a catalogue message: its key (under `live.duration`) and values. */
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
