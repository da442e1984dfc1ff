'use client';

import { useSyncExternalStore } from 'react';
import { useFormatter } from 'use-intl/react';
import { momentOptions } from '@/lib/i18n/client';

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const onServer = () => 'UTC';

/**
 * When a locked class opens, in the member's own time zone and language. The server knows
 * no zone, so its HTML carries the UTC time (marked as such), which the browser replaces on
 * hydration.
 */
export function OpensOn({ at }: { at: number }) {
  const format = useFormatter();
  const zone = useSyncExternalStore(subscribe, browserZone, onServer);
  const text = format.dateTime(at, momentOptions(zone));
  return <time dateTime={new Date(at).toISOString()}>{zone === 'UTC' ? `${text} UTC` : text}</time>;
}
