import { useCallback, useEffect, useState, type RefObject } from 'react';
import { logVideoError } from '@/lib/video';

/** Fullscreen of one element through the Fullscreen API, kept in step with `fullscreenchange`. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const sync = () =>
      setIsFullscreen(ref.current !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);

  const exit = useCallback(() => {
    if (!document.fullscreenElement) return;
    document.exitFullscreen().catch((error: unknown) => logVideoError('exitFullscreen', error));
  }, []);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (document.fullscreenElement) return exit();
    if (!element || typeof element.requestFullscreen !== 'function') {
      return logVideoError('requestFullscreen', new Error('Fullscreen is not supported here'));
    }
    element
      .requestFullscreen()
      .catch((error: unknown) => logVideoError('requestFullscreen', error));
  }, [ref, exit]);

  return { isFullscreen, toggle, exit };
}
