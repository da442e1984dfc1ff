/** What the player component needs from a video player; the YouTube one sits behind it. */
export type PlayerPort = {
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  getCurrentTime(): number;
  getDuration(): number;
  setPlaybackRate(rate: number): void;
};

/** The synchronous YT.Player methods the port uses (the `target` of IFrame API events). */
export type YouTubeTarget = {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  setPlaybackRate(rate: number): void;
};

type Log = (message: string, error: unknown) => void;

/** 'Video control error' (docs/product.md#messages): logged, never shown or thrown. */
export function logVideoError(action: string, error: unknown) {
  console.error(`Video control error: ${action}`, error);
}

/**
 * Wraps a YT.Player so a failing call (a destroyed player, an API change) is logged and never
 * thrown into the page: a 'Video control error' is logged only (docs/product.md#messages). Failed reads are NaN,
 * which the time helpers treat as unknown.
 */
export function createPlayerPort(target: YouTubeTarget, log: Log = logVideoError): PlayerPort {
  const guard = <T>(name: string, call: () => T, fallback: T): T => {
    try {
      return call();
    } catch (error) {
      log(name, error);
      return fallback;
    }
  };
  return {
    play: () => guard('play', () => target.playVideo(), undefined),
    pause: () => guard('pause', () => target.pauseVideo(), undefined),
    seekTo: (seconds) => guard('seekTo', () => target.seekTo(seconds, true), undefined),
    getCurrentTime: () => guard('getCurrentTime', () => target.getCurrentTime(), Number.NaN),
    getDuration: () => guard('getDuration', () => target.getDuration(), Number.NaN),
    setPlaybackRate: (rate) =>
      guard('setPlaybackRate', () => target.setPlaybackRate(rate), undefined),
  };
}
