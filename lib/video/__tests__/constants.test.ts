import {
  CONTROLS_HIDE_MS,
  JUMP_INDICATOR_MS,
  PLAYBACK_SPEEDS,
  PROGRESS_TICK_MS,
  SEEK_STEP_SECONDS,
} from '../constants';

describe('video constants', () => {
  it('follow docs/product.md#constants', () => {
    expect(SEEK_STEP_SECONDS).toBe(5);
    expect(PROGRESS_TICK_MS).toBe(10);
    expect(JUMP_INDICATOR_MS).toBe(1000);
    expect(CONTROLS_HIDE_MS).toBe(1000);
    expect(PLAYBACK_SPEEDS).toEqual([0.25, 0.5, 1, 1.5, 2]);
  });
});
