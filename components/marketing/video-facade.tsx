'use client';

import { useEffect, useRef, useState } from 'react';
import type { Video } from '@/lib/site';
import { VideoPoster } from './video-poster';

/**
 * A poster and a play button; YouTube's player (and its scripts and cookies) loads only
 * after a click, so the page itself never embeds an iframe. `label`: the button's name;
 * `onPlay`: told when the visitor starts the video (the carousel then stops moving).
 */
export function VideoFacade({
  video,
  label,
  onPlay,
}: {
  video: Video;
  label: string;
  onPlay?: () => void;
}) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The clicked button is gone; keyboard focus follows the video instead of the page top.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <iframe
        ref={player}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}?autoplay=1&rel=0`}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-xl"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        setPlaying(true);
        onPlay?.();
      }}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl"
      aria-label={label}
    >
      <VideoPoster video={video} className="h-full w-full object-cover" />
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-ink-950/80 text-brand-300 ring-2 ring-brand-400 transition-transform group-hover:scale-110"
      >
        <svg viewBox="0 0 24 24" className="ml-1 size-8 fill-current">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
    </button>
  );
}
