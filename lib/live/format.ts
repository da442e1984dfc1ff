/** How a session's time reads, in a given zone (the console: its own zone; members: theirs). */

const formats = new Map<string, Intl.DateTimeFormat>();

/** e.g. "Tue, 1 Dec 2026, 20:30": English, 24-hour, in the zone. */
export function formatSessionTime(ms: number, zone: string): string {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
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
