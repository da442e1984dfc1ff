import 'server-only';
import { revalidateTag } from 'next/cache';
import { log } from '../log';

/**
 * users/{email}.calendarFeed: the SHA-256 of the member's private calendar feed token
 * (lib/calendar), whose cache entry holds the member's grants.
 */
export const CALENDAR_FEED_FIELD = 'calendarFeed';

/** The shared-cache tag of the feed whose token has this hash: its owner and their grants. */
export const calendarFeedTag = (hash: string) => `calendar-feed:${hash}`;

/** What revalidateTag throws where no Next request is running. */
const OUTSIDE_NEXT = 'static generation store missing';

/**
 * Expires, on every instance, what the shared cache holds of the member's access (their
 * calendar feed's entry), given their record as the writing transaction read it; called by
 * writeCourseAccess, which every change of grants goes through. Next applies it when the
 * server action or route handler ends, after the transaction has committed (revalidateTag,
 * since updateTag is for server actions only). The CLI and scripts run outside Next, where
 * revalidateTag throws and Next's cache is out of reach: the entry then runs out by itself
 * (FEED_OWNER_CACHE_SECONDS).
 */
export function expireCachedAccess(record: Record<string, unknown> | undefined): void {
  const hash = record?.[CALENDAR_FEED_FIELD];
  if (typeof hash !== 'string' || hash === '') return;
  try {
    revalidateTag(calendarFeedTag(hash), { expire: 0 });
  } catch (error) {
    if (!String((error as Error | null)?.message).includes(OUTSIDE_NEXT))
      log('warn', 'could not expire a calendar feed cache entry', { error });
  }
}
