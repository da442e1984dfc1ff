import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { adminDb } from '../firebase';
import { grantsOfRecord, memberDoc, memberKey, type Grants } from '../members';
import { feedTokenHash, newFeedToken } from './feed-token';

/** calendarFeeds/{SHA-256 of the token} → { email, createdAt }: the token itself is never stored. */
const FEEDS = 'calendarFeeds';

/** How long a feed's owner and their grants are served from the shared cache. */
export const FEED_OWNER_CACHE_SECONDS = 300;

/** The member a feed belongs to, with their grants as the record held them when read. */
export type FeedOwner = { email: string; grants: Grants };

const feedTag = (hash: string) => `calendar-feed:${hash}`;
const feedDoc = (hash: string) => adminDb().collection(FEEDS).doc(hash);

/**
 * Two reads: the feed document, then the member's record. A feed whose record no longer
 * names it (reset, or the member moved to another address) belongs to nobody.
 */
export async function fetchFeedOwner(hash: string): Promise<FeedOwner | null> {
  const feed = await feedDoc(hash).get();
  const email = feed.get('email');
  if (!feed.exists || typeof email !== 'string') return null;
  const record = await memberDoc(email).get();
  if (record.get('calendarFeed') !== hash) return null;
  return { email, grants: grantsOfRecord(record.data()) };
}

/**
 * The feed's owner from the shared cache (Redis when REDIS_URL is set), read again at most
 * every FEED_OWNER_CACHE_SECONDS: calendars poll every few minutes, so 10,000 feeds cost
 * at most 2 × 10,000 reads per 5 minutes, whatever the polling rate. The grants are cached
 * rather than the courses they give, so one that runs out ends at once; a grant given or
 * taken shows within the cache time. A reset expires the old feed's entry at once.
 */
export function loadFeedOwner(token: string): Promise<FeedOwner | null> {
  const hash = feedTokenHash(token);
  return unstable_cache(() => fetchFeedOwner(hash), ['calendar-feed', hash], {
    revalidate: FEED_OWNER_CACHE_SECONDS,
    tags: [feedTag(hash)],
  })();
}

/** Whether the member has a feed (their record names one). */
export function hasCalendarFeed(recordData: Record<string, unknown> | undefined): boolean {
  return typeof recordData?.calendarFeed === 'string' && recordData.calendarFeed !== '';
}

/**
 * Gives the member a new feed token and ends the old one, in one transaction: the old
 * document is deleted (its address answers 404 from then on, its cache entry expired on
 * every instance) and the record keeps the new hash. Returns the token, which only this
 * answer ever carries.
 */
export async function resetCalendarFeed(email: string): Promise<string> {
  const key = memberKey(email);
  const token = newFeedToken();
  const hash = feedTokenHash(token);
  const db = adminDb();
  const record = memberDoc(key);
  const old = await db.runTransaction(async (transaction) => {
    const previous = (await transaction.get(record)).get('calendarFeed');
    if (typeof previous === 'string' && previous) transaction.delete(feedDoc(previous));
    transaction.create(feedDoc(hash), { email: key, createdAt: Date.now() });
    transaction.set(record, { calendarFeed: hash }, { mergeFields: ['calendarFeed'] });
    return typeof previous === 'string' ? previous : null;
  });
  if (old) revalidateTag(feedTag(old), { expire: 0 });
  return token;
}
