'use client';

import { useFormatter } from 'use-intl/react';
import { momentOptions } from '@/lib/i18n/client';
import { useMemberZone } from './member-zone';

/**
 * When a locked class opens, in the member's own time zone and language. The server renders
 * it in the zone saved on the member's record (`MemberZone`), this browser's, so nothing
 * changes on hydration; before the record has one, the UTC time (marked as such), which the
 * browser replaces on hydration.
 */
export function OpensOn({ at }: { at: number }) {
  const format = useFormatter();
  const zone = useMemberZone();
  const text = format.dateTime(at, momentOptions(zone));
  return <time dateTime={new Date(at).toISOString()}>{zone === 'UTC' ? `${text} UTC` : text}</time>;
}
