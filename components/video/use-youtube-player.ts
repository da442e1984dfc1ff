import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clampSeek,
  createPlayerPort,
  JUMP_INDICATOR_MS,
  logVideoError,
  PROGRESS_TICK_MS,
  timeAtPercent,
  type PlayerPort,
  type YouTubeTarget,
} from '@/lib/video';
import { useProgressSamples, type PlaybackSample } from './use-progress-samples';
import type { YouTubeEvent } from './youtube-frame';

/** YT.PlayerState values the player reacts to. */
const ENDED = 0;
const PLAYING = 1;
const PAUSED = 2;
const BUFFERING = 3;

type Clock = { current: number; duration: number };

/**
 * The YouTube player's state as the controls need it, read through a PlayerPort: playing,
 * time (polled every 10 ms while playing), speed and the last step seek for the indicator.
 */
export function useYouTubePlayer({
  onPlay,
  onSample,
}: {
  onPlay: () => void;
  onSample?: (sample: PlaybackSample) => void;
}) {
  const port = useRef<PlayerPort | null>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [ended, setEnded] = useState(false);
  const [clock, setClock] = useState<Clock>({ current: 0, duration: Number.NaN });
  const [rate, setRate] = useState(1);
  const [jump, setJump] = useState<{ seconds: number; at: number } | null>(null);

  const reportSample = useProgressSamples(port, { playing, started }, onSample);

  const read = useCallback(() => {
    const player = port.current;
    if (!player) return;
    const next = { current: player.getCurrentTime(), duration: player.getDuration() };
    setClock((prev) =>
      prev.current === next.current && prev.duration === next.duration ? prev : next,
    );
  }, []);

  useEffect(() => {
    if (!playing) return;
    const tick = window.setInterval(read, PROGRESS_TICK_MS);
    return () => window.clearInterval(tick);
  }, [playing, read]);

  useEffect(() => {
    if (!jump) return;
    const done = window.setTimeout(() => setJump(null), JUMP_INDICATOR_MS);
    return () => window.clearTimeout(done);
  }, [jump]);

  const onReady = useCallback(
    (event: YouTubeEvent) => {
      port.current = createPlayerPort(event.target as YouTubeTarget);
      setReady(true);
      read();
    },
    [read],
  );

  const onStateChange = useCallback(
    (event: YouTubeEvent<number>) => {
      if (event.data === BUFFERING) return;
      const nowPlaying = event.data === PLAYING;
      setPlaying(nowPlaying);
      setEnded(event.data === ENDED);
      if (nowPlaying) {
        setStarted(true);
        onPlay();
      }
      if (event.data === PAUSED) reportSample('pause');
      if (event.data === ENDED) reportSample('end');
      read();
    },
    [onPlay, read, reportSample],
  );

  const onError = useCallback((event: YouTubeEvent<number>) => {
    logVideoError('player', event.data);
  }, []);

  const seekTo = useCallback((seconds: number) => {
    const player = port.current;
    if (!player) return;
    const target = clampSeek(seconds, player.getDuration());
    player.seekTo(target);
    setEnded(false);
    setClock((prev) => ({ ...prev, current: target }));
  }, []);

  const seekBy = useCallback(
    (seconds: number) => {
      const now = port.current?.getCurrentTime();
      seekTo((Number.isFinite(now) ? (now as number) : clock.current) + seconds);
      setJump({ seconds, at: Date.now() });
    },
    [seekTo, clock],
  );

  const seekToPercent = useCallback(
    (percent: number) => seekTo(timeAtPercent(percent, port.current?.getDuration() ?? Number.NaN)),
    [seekTo],
  );

  const togglePlay = useCallback(() => {
    if (playing) port.current?.pause();
    else port.current?.play();
  }, [playing]);

  /** Continues from a saved position: seek there, then play. */
  const resumeAt = useCallback(
    (seconds: number) => {
      seekTo(seconds);
      port.current?.play();
    },
    [seekTo],
  );

  const currentTime = useCallback(() => port.current?.getCurrentTime() ?? Number.NaN, []);

  const changeRate = useCallback((next: number) => {
    port.current?.setPlaybackRate(next);
    setRate(next);
  }, []);

  return {
    ready,
    playing,
    started,
    ended,
    clock,
    rate,
    jump,
    events: { onReady, onStateChange, onError },
    actions: { togglePlay, seekBy, seekToPercent, changeRate, resumeAt, currentTime },
  };
}
