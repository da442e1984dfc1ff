export type TapZone = 'back' | 'toggle' | 'forward';

/**
 * Which part of the video a tap at x (from the left edge) hit: the left 20 % seeks back,
 * the right 20 % forward, the middle 60 % toggles play. Each zone includes its left edge;
 * the comparisons stay in whole multiples so 20 % of a width is exact.
 */
export function tapZone(x: number, width: number): TapZone {
  if (!(width > 0) || !Number.isFinite(x)) return 'toggle';
  if (x * 5 < width) return 'back';
  if (x * 5 >= width * 4) return 'forward';
  return 'toggle';
}
