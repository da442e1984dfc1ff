import { useEffect, useState } from 'react';
import { logVideoError } from '@/lib/video';

const API_URL = 'https://www.youtube.com/iframe_api';

type YouTubeWindow = Window & {
  YT?: { Player?: unknown };
  onYouTubeIframeAPIReady?: () => void;
};

let loading: Promise<void> | undefined;

/**
 * Loads the IFrame API once, always over https (the CSP allows https://www.youtube.com only);
 * YouTubeFrame then makes its players with window.YT.
 */
function loadYouTubeApi(): Promise<void> {
  const win = window as YouTubeWindow;
  if (typeof win.YT?.Player === 'function') return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const previous = win.onYouTubeIframeAPIReady;
    win.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve();
    };
    const script = document.createElement('script');
    script.src = API_URL;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error(`Could not load ${API_URL}`));
    };
    document.head.append(script);
  });
  return loading;
}

/** Whether the IFrame API is there; a failed load is logged and the player stays loading. */
export function useYouTubeApi(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    loadYouTubeApi().then(
      () => live && setReady(true),
      (error: unknown) => logVideoError('loadApi', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
