export {
  CONTROLS_HIDE_MS,
  JUMP_INDICATOR_MS,
  PLAYBACK_SPEEDS,
  PROGRESS_TICK_MS,
  SEEK_STEP_SECONDS,
} from './constants';
export {
  actionForKey,
  isTextEntryTarget,
  spacePressesTarget,
  type KeyTarget,
  type PlayerAction,
} from './keys';
export { playerOptions, thumbnailUrl } from './player-options';
export {
  createPlayerPort,
  logVideoError,
  type PlayerPort,
  type YouTubeTarget,
} from './player-port';
export { tapZone } from './tap-zone';
export {
  clampSeek,
  formatClock,
  formatElapsed,
  parseStartTime,
  progressPercent,
  timeAtPercent,
} from './time';
export { parseVideoId } from './video-id';
