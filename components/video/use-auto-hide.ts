import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTROLS_HIDE_MS } from '@/lib/video';

/**
 * `hidden` turns true 1 s after the last `wake` (pointer movement, focus, playback starting).
 * The caller shows the controls regardless while the video is not playing.
 */
export function useAutoHide() {
  const [hidden, setHidden] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const wake = useCallback(() => {
    setHidden(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setHidden(true), CONTROLS_HIDE_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { hidden, wake };
}
