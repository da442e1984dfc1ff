/** The player's numbers (docs/product.md#constants), in one place. */
export const SEEK_STEP_SECONDS = 5;
export const PROGRESS_TICK_MS = 10;
export const JUMP_INDICATOR_MS = 1000;
export const CONTROLS_HIDE_MS = 1000;

export const PLAYBACK_SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
