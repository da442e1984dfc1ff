import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new feed token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token's SHA-256 (hex): the id of its calendarFeeds document. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token in a feed path's last segment, `<token>.ics`; null for anything else. */
export function tokenOfFeedSegment(segment: string): string | null {
  if (!segment.endsWith('.ics')) return null;
  const token = segment.slice(0, -'.ics'.length);
  return TOKEN.test(token) ? token : null;
}

/** The feed's address, as https (or the site's scheme) and as webcal:// for one-click subscribing. */
export function feedUrlsOf(siteUrl: string, token: string): { https: string; webcal: string } {
  const https = new URL(`/api/calendar/${token}.ics`, siteUrl).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
