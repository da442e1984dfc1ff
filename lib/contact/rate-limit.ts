import { createHash } from 'node:crypto';
import { clientAddress } from '../http';
import type { RateRule } from '../rate-limit';

const TEN_MINUTES = 10 * 60 * 1000;

/** Five messages per client per ten minutes: plenty for a person, little for a bot. */
export const CONTACT_RATE_RULE: RateRule = { limit: 5, windowMs: TEN_MINUTES };

/** Three messages per sender e-mail per ten minutes, whichever addresses they come from. */
export const CONTACT_EMAIL_RATE_RULE: RateRule = { limit: 3, windowMs: TEN_MINUTES };

/**
 * A hundred messages per ten minutes from everyone together: far above what the site
 * receives, and a ceiling on what a bot spread over many addresses can store.
 */
export const CONTACT_SITE_RATE_RULE: RateRule = { limit: 100, windowMs: TEN_MINUTES };

export type RateScope = 'client' | 'email' | 'site';

/** One limit an attempt must pass: its Firestore document id and its rule. */
export type RateCheck = { scope: RateScope; id: string; rule: RateRule };

type HeaderReader = { get(name: string): string | null };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The client's rate-limit key: its address as the deployment's trusted proxies report it
 * (see lib/http/client-address.ts), hashed so no raw address is stored. A request with no
 * trustworthy address shares one key with every other such request.
 */
export function clientKey(headers: HeaderReader, trustedProxyHops: number): string {
  return sha256(`ip:${clientAddress(headers, trustedProxyHops) ?? 'unknown'}`);
}

/** Lower-cased, without a '+tag' in the local part: one mailbox, one key. */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  const local = trimmed.slice(0, at).replace(/\+.*$/, '');
  return `${local}${trimmed.slice(at)}`;
}

export function emailKey(email: string): string {
  return sha256(`email:${normaliseEmail(email)}`);
}

/** Every limit a contact message must pass, each in its own Firestore document. */
export function contactRateChecks(clientKeyValue: string, email: string): RateCheck[] {
  return [
    { scope: 'client', id: `client-${clientKeyValue}`, rule: CONTACT_RATE_RULE },
    { scope: 'email', id: `email-${emailKey(email)}`, rule: CONTACT_EMAIL_RATE_RULE },
    { scope: 'site', id: 'site', rule: CONTACT_SITE_RATE_RULE },
  ];
}
