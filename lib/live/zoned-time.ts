/**
 * Wall times in a time zone ↔ UTC instants, with Intl only (no time zone library). A
 * datetime-local value ("2026-03-29T01:30") means that wall time in the chosen zone.
 */
import { DAY_MS } from '../time';

const MINUTE_MS = 60_000;

/** A wall time as a datetime-local input holds it: YYYY-MM-DDTHH:mm (seconds optional, dropped). */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/** 'UTC' plus every zone this runtime's Intl knows, for the console's select. */
export function timeZoneNames(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** Lives in lib/env, which checks SITE_TIME_ZONE with it and imports nothing from lib/. */
export { isTimeZone } from '../env/client';

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall time in the zone at an instant (to the minute). */
export function wallTimeAt(ms: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(ms))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some engines write midnight as 24 even with h23.
    hour: parts.hour! % 24,
    minute: parts.minute!,
  };
}

/** The calendar day in the zone at an instant, as ISO writes it ("2026-03-05"). */
export function calendarDay(ms: number, zone: string): string {
  const wall = wallTimeAt(ms, zone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);

/** The zone's offset from UTC at an instant, in ms (whole minutes). */
export function offsetAt(ms: number, zone: string): number {
  const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  return asUtc(wallTimeAt(minute, zone)) - minute;
}

/** A datetime-local value as a wall time, or null when it is not one (31 February included). */
export function parseWallTime(value: string): WallTime | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1970 || month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall time as a datetime-local value. */
export const formatWallTime = (wall: WallTime): string =>
  `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;

/** The instant as a datetime-local value in the zone (the console's edit form). */
export const toLocalInput = (ms: number, zone: string): string =>
  formatWallTime(wallTimeAt(ms, zone));

/** The same wall time `days` calendar days later (a week later is +7, across DST alike). */
export function addDays(wall: WallTime, days: number): WallTime {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return {
    ...wall,
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
}

/**
 * What a wall time meant: `exact` (it happens once), `gap` (the clocks skipped it, as at
 * the spring change: it is read with the offset before the change, so 02:30 in a skipped
 * hour becomes 03:30) or `overlap` (it happens twice, at the autumn change: the first is
 * taken). These are Temporal's 'compatible' choices, what calendars do too.
 */
export type WallTimeFit = 'exact' | 'gap' | 'overlap';

const sameWall = (a: WallTime, b: WallTime) =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute;

/** The UTC instant of a wall time in the zone, and how it fit the zone's clock. */
export function wallTimeToUtc(wall: WallTime, zone: string): { ms: number; fit: WallTimeFit } {
  const naive = asUtc(wall);
  // Offsets on either side of any change near this day; zones change at most once a day.
  const before = offsetAt(naive - DAY_MS, zone);
  const offsets = [...new Set([before, offsetAt(naive, zone), offsetAt(naive + DAY_MS, zone)])];
  const matches = offsets
    .map((offset) => naive - offset)
    .filter((ms) => sameWall(wallTimeAt(ms, zone), wall))
    .sort((a, b) => a - b);
  const unique = [...new Set(matches)];
  if (unique.length === 0) return { ms: naive - before, fit: 'gap' };
  return { ms: unique[0]!, fit: unique.length > 1 ? 'overlap' : 'exact' };
}

/** A datetime-local value in the zone → its UTC instant, or null when the value is not a wall time. */
export function localInputToUtc(
  value: string,
  zone: string,
): { ms: number; fit: WallTimeFit } | null {
  const wall = parseWallTime(value);
  return wall ? wallTimeToUtc(wall, zone) : null;
}
