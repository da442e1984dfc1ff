'use client';

import { useEffect } from 'react';

/** F12 is blocked on the members page (docs/product.md#members-area): a deterrent only; devtools stay reachable. */
export function BlockF12() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F12') event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
