import { addDays, wallTimeToUtc, type WallTime, type WallTimeFit } from './zoned-time';

/** The most sessions one "Repeat weekly" may create: a year of weeks. */
export const MAX_WEEKS = 52;

/**
 * The starts of a weekly series: the same wall time in the zone on the same weekday,
 * `weeks` times from the first (1 = the one session). Across a DST change the wall time
 * stays and the UTC instant moves; a week whose wall time the clocks skip says so (`gap`).
 */
export function weeklyStarts(
  first: WallTime,
  zone: string,
  weeks: number,
): Array<{ startsAt: number; fit: WallTimeFit }> {
  return Array.from({ length: weeks }, (_, week) => {
    const { ms, fit } = wallTimeToUtc(addDays(first, week * 7), zone);
    return { startsAt: ms, fit };
  });
}
