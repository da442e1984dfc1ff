'use client';

import { useSyncExternalStore } from 'react';
import { formatOpening } from '@/lib/members/client';

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * When a locked class opens, in the member's own time zone. The server knows no zone, so
 * its HTML carries the UTC time (marked as such), which the browser replaces on hydration.
 */
export function OpensOn({ at }: { at: number }) {
  const text = useSyncExternalStore(
    subscribe,
    () => formatOpening(at, browserZone()),
    () => formatOpening(at, 'UTC'),
  );
  return <time dateTime={new Date(at).toISOString()}>{text}</time>;
}
