import 'server-only';
import { revalidateTag } from 'next/cache';
import { log } from '../log';
import { CALENDAR_FEED_FIELD } from './record';

/** The shared-cache tag of the feed whose token has this hash: its owner and their grants. */
export const calendarFeedTag = (hash: string) => `calendar-feed:${hash}`;

/**
 * The shared-cache tags of what the cache holds of the member's access (their calendar
 * feed's entry), given their record as the writing transaction read it. Every write of
 * grants answers them (writeCourseAccess), and its caller expires them with
 * expireAccessTags once the transaction has committed.
 */
export function accessTags(record: Record<string, unknown> | undefined): string[] {
  const hash = record?.[CALENDAR_FEED_FIELD];
  return typeof hash === 'string' && hash !== '' ? [calendarFeedTag(hash)] : [];
}

let outsideNext = false;

/**
 * Says that this process runs outside Next (the CLI): Next's cache is out of reach there,
 * so expireAccessTags does nothing and the entries run out by themselves
 * (FEED_OWNER_CACHE_SECONDS). Called once by such an entry point, before it writes.
 */
export function markOutsideNext(): void {
  outsideNext = true;
}

/**
 * Expires the tags on every instance, at once; each once. Call it after the transaction that
 * answered them has committed, never inside its callback (which Firestore runs again on a
 * retry, and which may still abort). Next applies it when the server action or route
 * handler ends (revalidateTag, since updateTag is for server actions only). A refusal is
 * logged and the write stands.
 */
export function expireAccessTags(tags: readonly string[]): void {
  if (outsideNext) return;
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      log('warn', 'could not expire a calendar feed cache entry', { error });
    }
  }
}
