import { useLayoutEffect, useRef } from 'react';
import {
  actionForKey,
  isTextEntryTarget,
  spacePressesTarget,
  type KeyTarget,
  type PlayerAction,
} from '@/lib/video';

/**
 * The player's keys on the whole page while it is mounted and ready, except while typing, and
 * Space on a focused control Space presses (spacePressesTarget). A handled key is prevented,
 * so Space plays instead of scrolling. Layout effects, so the keys
 * work from the first paint that shows the controls: with a passive effect a key pressed just
 * then was lost (the Play button was on screen, the listener not yet attached).
 */
export function usePlayerKeys(enabled: boolean, onAction: (action: PlayerAction) => void) {
  const latest = useRef(onAction);
  useLayoutEffect(() => {
    latest.current = onAction;
  });

  useLayoutEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as KeyTarget;
      if (event.defaultPrevented || isTextEntryTarget(target)) return;
      if (event.key === ' ' && spacePressesTarget(target)) return;
      const action = actionForKey(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
