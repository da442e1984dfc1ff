'use client';

import { useFormatter, useLocale } from 'use-intl/react';
import { momentOptions, weekdayStyleOf, zoneName } from '@/lib/i18n/client';
import { useMemberZone } from './member-zone';

/**
 * An instant in the member's own time zone, naming the zone, in the page's language. The
 * server renders it in the zone saved on the member's record (`MemberZone`, from the root
 * layout), which is this browser's, so hydration changes nothing; before the record has one
 * it renders UTC, which the browser replaces after hydration (no mismatch: the first client
 * render matches the server's).
 */
export function LocalTime({ ms }: { ms: number }) {
  const format = useFormatter();
  const locale = useLocale();
  const shown = useMemberZone();
  return (
    <time dateTime={new Date(ms).toISOString()} data-zone={shown}>
      {`${format.dateTime(ms, momentOptions(shown, weekdayStyleOf(locale)))} (${zoneName(shown, locale)})`}
    </time>
  );
}
