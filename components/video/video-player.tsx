'use client';

import Image from 'next/image';
import { useImperativeHandle, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslations } from 'use-intl/react';
import { Spinner } from '@/components/members/spinner';
import {
  formatClock,
  playerOptions,
  SEEK_STEP_SECONDS,
  tapZone,
  thumbnailUrl,
  type PlayerAction,
} from '@/lib/video';
import { ControlsBar } from './controls-bar';
import { usePlayerHandle } from './player-handle';
import { useAutoHide } from './use-auto-hide';
import { useFullscreen } from './use-fullscreen';
import { usePlayerKeys } from './use-player-keys';
import type { PlaybackSample } from './use-progress-samples';
import { useYouTubeApi } from './use-youtube-api';
import { useYouTubePlayer } from './use-youtube-player';
import { YouTubeFrame } from './youtube-frame';

export type VideoPlayerProps = {
  videoId: string;
  title: string;
  /** A saved position to offer as 'Resume at m:ss' before playback starts. */
  resumeAt?: number | null;
  /** Where the first play begins (a note's moment from the URL); hides the resume offer. */
  startAt?: number | null;
  onSample?: (sample: PlaybackSample) => void;
};

/** Whether the element shows keyboard focus (`:focus-visible`, which a click does not set). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** A YouTube video with the academy's own controls, keys and tap zones. */
export function VideoPlayer({
  videoId,
  title,
  resumeAt = null,
  startAt = null,
  onSample,
}: VideoPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  // Stable between renders: the clock re-renders this 100 times a second while playing,
  // and YouTubeFrame makes its player again whenever the options change.
  const options = useMemo(() => playerOptions(videoId, startAt), [videoId, startAt]);
  const apiReady = useYouTubeApi();
  const { hidden, wake } = useAutoHide();
  const player = useYouTubePlayer({ onPlay: wake, onSample });
  const fullscreen = useFullscreen(container);
  const { togglePlay, seekBy, seekToPercent, changeRate, resumeAt: resume } = player.actions;
  // A control the keyboard is on stays in view while playing (a click's focus does not count).
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const controlsVisible = !player.playing || !hidden || keyboardFocus;
  const { currentTime } = player.actions;
  const { started } = player;
  const handle = usePlayerHandle();
  const t = useTranslations('player');

  useImperativeHandle(
    handle ?? undefined,
    () => ({
      // Before the first play the player may not know yet that it will start at startAt.
      currentTime: () => (!started && startAt !== null ? startAt : currentTime()),
      playFrom: (seconds: number) => {
        resume(seconds);
        container.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      },
    }),
    [started, startAt, currentTime, resume],
  );

  usePlayerKeys(player.ready, (action: PlayerAction) => {
    if (action.type === 'toggle-play') togglePlay();
    else if (action.type === 'toggle-fullscreen') fullscreen.toggle();
    else if (action.type === 'exit-fullscreen') fullscreen.exit();
    else if (action.type === 'seek-by') seekBy(action.seconds);
    else seekToPercent(action.percent);
  });

  const onTap = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const zone = tapZone(event.clientX - box.left, box.width);
    if (zone === 'toggle') togglePlay();
    else seekBy(zone === 'back' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS);
  };

  return (
    <div
      ref={container}
      onPointerMove={wake}
      onFocus={(event) => {
        wake();
        setKeyboardFocus(focusVisible(event.target));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
      }}
      className={`relative aspect-video overflow-hidden bg-black ${
        fullscreen.isFullscreen ? '' : 'rounded-2xl'
      } ${controlsVisible ? '' : 'cursor-none'}`}
    >
      {apiReady && (
        <YouTubeFrame
          videoId={videoId}
          title={title}
          options={options}
          className="absolute inset-0 [&_iframe]:size-full"
          onReady={player.events.onReady}
          onStateChange={player.events.onStateChange}
          onError={player.events.onError}
        />
      )}
      {!player.started && (
        <Image
          src={thumbnailUrl(videoId)}
          alt=""
          fill
          unoptimized
          sizes="(min-width: 1024px) 75vw, 100vw"
          className="object-cover"
        />
      )}
      {!player.ready && (
        <div className="absolute inset-0 flex items-center justify-center bg-black/40">
          <Spinner label={t('loading')} />
        </div>
      )}
      {player.ready && (
        // Pointer and touch only: the same actions are on the keys and the controls below.
        <div
          aria-hidden="true"
          data-testid="video-tap-zones"
          onClick={onTap}
          className="absolute inset-0 z-10 touch-manipulation"
        />
      )}
      <p
        aria-live="polite"
        className={`pointer-events-none absolute top-1/2 z-20 -translate-y-1/2 rounded-full bg-black/60 px-4 py-2 text-lg font-semibold text-white empty:hidden ${
          player.jump && player.jump.seconds < 0 ? 'left-8' : 'right-8'
        }`}
      >
        {player.jump
          ? t(player.jump.seconds < 0 ? 'jumpBack' : 'jumpForward', {
              seconds: Math.abs(player.jump.seconds),
            })
          : ''}
      </p>
      {player.ready && !player.started && startAt === null && resumeAt !== null && (
        <button
          type="button"
          onClick={() => resume(resumeAt)}
          className="absolute top-4 left-4 z-20 rounded-full bg-brand-500 px-4 py-2 text-sm font-semibold text-ink-950 shadow-lg hover:bg-brand-400"
        >
          {t('resumeAt', { time: formatClock(resumeAt) })}
        </button>
      )}
      {player.ready && (
        <ControlsBar
          visible={controlsVisible}
          playing={player.playing}
          ended={player.ended}
          current={player.clock.current}
          duration={player.clock.duration}
          rate={player.rate}
          isFullscreen={fullscreen.isFullscreen}
          onTogglePlay={togglePlay}
          onSeekPercent={seekToPercent}
          onRate={changeRate}
          onToggleFullscreen={fullscreen.toggle}
        />
      )}
    </div>
  );
}
