'use client';

import { useSyncExternalStore } from 'react';
import { useFormatter, useLocale } from 'use-intl/react';
import { momentOptions, weekdayStyleOf } from '@/lib/i18n/client';

const noChange = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const onServer = () => null;

/**
 * An instant in the member's own time zone (the browser's), naming the zone, in the page's
 * language. The server knows no member's zone: it renders the time in UTC, which the
 * browser replaces after hydration (no mismatch: the first client render matches the
 * server's).
 */
export function LocalTime({ ms }: { ms: number }) {
  const format = useFormatter();
  const locale = useLocale();
  const zone = useSyncExternalStore(noChange, browserZone, onServer);
  const shown = zone ?? 'UTC';
  return (
    <time dateTime={new Date(ms).toISOString()} data-zone={shown}>
      {`${format.dateTime(ms, momentOptions(shown, weekdayStyleOf(locale)))} (${shown === 'UTC' ? 'UTC' : shown.replaceAll('_', ' ')})`}
    </time>
  );
}
