const known = (duration: number) => Number.isFinite(duration) && duration > 0;

function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A duration as m:ss, or h:mm:ss past an hour; unknown, NaN, 0 or negative is '?:??'. */
export function formatClock(duration: number): string {
  return known(duration) ? clock(duration) : '?:??';
}

/** The elapsed time in the same form; before anything is known it is 0:00. */
export function formatElapsed(seconds: number): string {
  return Number.isFinite(seconds) && seconds > 0 ? clock(seconds) : '0:00';
}

/** A seek target kept inside the video; without a known duration only the start bounds it. */
export function clampSeek(seconds: number, duration: number): number {
  const lower = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  return known(duration) ? Math.min(lower, duration) : lower;
}

/** How far through the video, 0–100. */
export function progressPercent(current: number, duration: number): number {
  if (!known(duration) || !Number.isFinite(current)) return 0;
  return Math.min(100, Math.max(0, (current / duration) * 100));
}

/** The time at a percentage of the video (digits and the slider). */
export function timeAtPercent(percent: number, duration: number): number {
  if (!known(duration)) return 0;
  return clampSeek((percent / 100) * duration, duration);
}

/** The longest start time a URL may ask for: a day, the longest video progress accepts. */
const MAX_START_SECONDS = 24 * 60 * 60;

/**
 * A start time from a URL (`/home?…&t=<seconds>`): whole seconds, digits only, at most a
 * day; anything else is no start time at all.
 */
export function parseStartTime(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const seconds = Number(text);
  return seconds <= MAX_START_SECONDS ? seconds : null;
}
