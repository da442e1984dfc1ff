import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { PROGRESS_SAVE_MS } from '@/lib/progress/client';
import type { PlayerPort } from '@/lib/video';

export type SampleReason = 'tick' | 'pause' | 'end' | 'hide';
export type PlaybackSample = {
  position: number;
  duration: number;
  ended: boolean;
  reason: SampleReason;
};

/**
 * Tells the page where playback is: every 10 s while playing, and on pause, on end, when
 * the page is hidden or left, and when the player goes (the member followed a link). Samples of a video of unknown length are not sent.
 */
export function useProgressSamples(
  port: React.RefObject<PlayerPort | null>,
  state: { playing: boolean; started: boolean },
  onSample: ((sample: PlaybackSample) => void) | undefined,
) {
  // The callbacks below stay stable (the 10 s timer must not restart on every clock tick),
  // so they read the newest props through this ref.
  const latest = useRef({ onSample, started: state.started, port });
  useEffect(() => {
    latest.current = { onSample, started: state.started, port };
  });

  const report = useCallback((reason: SampleReason) => {
    const player = latest.current.port.current;
    const send = latest.current.onSample;
    if (!player || !send || !latest.current.started) return;
    const duration = player.getDuration();
    if (!Number.isFinite(duration) || duration <= 0) return;
    const ended = reason === 'end';
    send({ position: ended ? duration : player.getCurrentTime(), duration, ended, reason });
  }, []);

  useEffect(() => {
    if (!state.playing) return;
    const tick = window.setInterval(() => report('tick'), PROGRESS_SAVE_MS);
    return () => window.clearInterval(tick);
  }, [state.playing, report]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') report('hide');
    };
    const onLeave = () => report('hide');
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [report]);

  // Left by a link in the page (another class, the dashboard): the player goes with no
  // pagehide. A layout effect's cleanup runs while the player is still there to be asked.
  useLayoutEffect(() => () => report('hide'), [report]);

  return report;
}
