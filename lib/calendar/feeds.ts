import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { adminDb } from '../firebase';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n';
import {
  CALENDAR_FEED_FIELD,
  calendarFeedTag,
  DISABLED_FIELD,
  grantsOfRecord,
  isRecordDisabled,
  memberDoc,
  memberKey,
  type Grants,
} from '../members';
import { feedTokenHash, newFeedToken } from './feed-token';

/**
 * The member's record keeps the SHA-256 of their feed token, `users/{email}.calendarFeed`;
 * the token itself is stored nowhere. A lookup is one query on that field (Firestore's
 * automatic single-field index), one read. The field and the cache tag are lib/members',
 * whose writes of grants expire the entry.
 */
const FEED_FIELD = CALENDAR_FEED_FIELD;

/** How long a feed's owner and their grants are served from the shared cache. */
export const FEED_OWNER_CACHE_SECONDS = 300;

/**
 * The member a feed belongs to, with their grants and language (the feed's words are in it)
 * as the record held them when read.
 */
export type FeedOwner = { email: string; grants: Grants; language: Locale };

const feedTag = calendarFeedTag;

/**
 * One query, one read: the record whose feed has this hash, if any; a disabled member's
 * feed has none (a 404, as an unknown token).
 */
export async function fetchFeedOwner(hash: string): Promise<FeedOwner | null> {
  const snapshot = await adminDb()
    .collection('users')
    .where(FEED_FIELD, '==', hash)
    .select('courses', 'grants', 'language', DISABLED_FIELD)
    .limit(1)
    .get();
  const record = snapshot.docs[0];
  const data = record?.data();
  if (!record || isRecordDisabled(data)) return null;
  return {
    email: record.id,
    grants: grantsOfRecord(data),
    language: isLocale(data?.language) ? data.language : DEFAULT_LOCALE,
  };
}

/** Thrown inside the cached lookup so that a token nobody holds is never cached. */
class NoFeedOwner extends Error {}

/**
 * The feed's owner from the shared cache (Redis when REDIS_URL is set), read again at most
 * every FEED_OWNER_CACHE_SECONDS: a feed costs at most one read per 5 minutes however
 * often its calendar polls. An unknown token (or a disabled member's) is not cached, so
 * made-up tokens cannot fill the shared cache: each costs one read, which the feed's
 * limit on unknown tokens per address bounds (feed-rate.ts). The grants
 * are cached rather than the courses they give, so one that runs out ends on time. A grant
 * given or taken expires the entry at once (writeCourseAccess in lib/grants, which every
 * change of grants goes through, answers its tag; the caller expires it after the commit),
 * as a reset does the old token's; only a change made outside Next (the CLI) waits for the
 * cache time.
 */
export function loadFeedOwner(token: string): Promise<FeedOwner | null> {
  const hash = feedTokenHash(token);
  const cached = unstable_cache(
    async () => {
      const owner = await fetchFeedOwner(hash);
      if (!owner) throw new NoFeedOwner();
      return owner;
    },
    ['calendar-feed', hash],
    { revalidate: FEED_OWNER_CACHE_SECONDS, tags: [feedTag(hash)] },
  );
  return cached().catch((error: unknown) => {
    if (error instanceof NoFeedOwner) return null;
    throw error;
  });
}

/**
 * Gives the member a new feed token in place of the old one: the record keeps the new
 * hash, so the old address finds nobody (404) from then on, and its cache entry is expired
 * on every instance. Returns the token, which only this answer ever carries.
 */
export async function resetCalendarFeed(email: string): Promise<string> {
  const token = newFeedToken();
  const record = memberDoc(memberKey(email));
  const old = await adminDb().runTransaction(async (transaction) => {
    const previous = (await transaction.get(record)).get(FEED_FIELD);
    transaction.set(record, { [FEED_FIELD]: feedTokenHash(token) }, { mergeFields: [FEED_FIELD] });
    return typeof previous === 'string' && previous ? previous : null;
  });
  if (old) revalidateTag(feedTag(old), { expire: 0 });
  return token;
}
