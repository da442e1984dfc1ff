'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import type { YouTubeTarget } from '@/lib/video';

/** What the IFrame API hands a player's event handler: the player, and the event's value. */
export type YouTubeEvent<Data = undefined> = { target: YouTubeTarget; data: Data };

type Handlers = {
  onReady: (event: YouTubeEvent) => void;
  onStateChange: (event: YouTubeEvent<number>) => void;
  onError: (event: YouTubeEvent<number>) => void;
};

type YouTubePlayer = { destroy(): void; getIframe(): HTMLIFrameElement };
type YouTubeWindow = Window & {
  YT?: { Player: new (element: HTMLElement, options: object) => YouTubePlayer };
};

type YouTubeFrameProps = Handlers & {
  videoId: string;
  /** The iframe's accessible name. */
  title: string;
  /** The IFrame API's player options but the video and the events (lib/video playerOptions). */
  options: object;
  className: string;
};

/**
 * A YouTube IFrame API player (window.YT, which useYouTubeApi loads: render this once it
 * says the API is there) in an element of its own inside the box. It is made again when the
 * video or the options change and destroyed on unmount; the events reach the latest handlers.
 */
export function YouTubeFrame({
  videoId,
  title,
  options,
  className,
  ...handlers
}: YouTubeFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef({ ...handlers, title });
  useLayoutEffect(() => {
    latest.current = { ...handlers, title };
  });

  useEffect(() => {
    const YT = (window as YouTubeWindow).YT;
    if (!box.current || !YT) return;
    // The API replaces this element with its iframe, so React's own element stays untouched.
    const slot = document.createElement('div');
    box.current.append(slot);
    const player = new YT.Player(slot, {
      ...options,
      videoId,
      events: {
        onReady: (event: YouTubeEvent) => {
          (event.target as YouTubeTarget & Pick<YouTubePlayer, 'getIframe'>)
            .getIframe()
            .setAttribute('title', latest.current.title);
          latest.current.onReady(event);
        },
        onStateChange: (event: YouTubeEvent<number>) => latest.current.onStateChange(event),
        onError: (event: YouTubeEvent<number>) => latest.current.onError(event),
      },
    });
    return () => player.destroy();
  }, [videoId, options]);

  return <div ref={box} className={className} />;
}
