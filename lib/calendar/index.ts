import 'server-only';

/**
 * Calendar files of the live sessions: RFC 5545 text (`calendarOf`), the member's private
 * feed (a random token, stored only as its hash in users/{email}.calendarFeed) and its cache.
 */
export { calendarOf, eventUidOf, feedNameOf, type CalendarSession } from './ics';
export { feedTokenHash, feedUrlsOf, tokenOfFeedSegment } from './feed-token';
export {
  allowFeedRequest,
  countFeedMiss,
  FEED_ADDRESS_MISS_RULE,
  FEED_TOKEN_RATE_RULE,
} from './feed-rate';
export {
  FEED_OWNER_CACHE_SECONDS,
  loadFeedOwner,
  resetCalendarFeed,
  type FeedOwner,
} from './feeds';
