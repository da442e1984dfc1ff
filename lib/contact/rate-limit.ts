import { createHash } from 'node:crypto';
import { clientAddress } from '../http';
import type { RateRule } from '../rate-limit';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The contact form's limits, designed so that no sender can use them against another:
 *
 * - Per client address, 5 messages per 10 minutes; more are refused. Only where the
 *   deployment's trusted proxies name the address (TRUSTED_PROXY_HOPS): a request without
 *   a trustworthy address has no per-address limit at all, never one bucket shared with
 *   every other such request, which one host could fill for the whole site.
 * - Per sender e-mail, 3 forwarded messages per 10 minutes, and site-wide 100: more are
 *   still accepted and stored for the operator's inbox, marked held and not forwarded.
 *   Anyone can type anyone's e-mail, and twenty addresses can fill a site-wide count, so
 *   these limits hold back the forwarding, never the person: a sender whose e-mail was
 *   used by someone else, or who writes during a flood, still gets through to the inbox.
 *
 * Only the per-address limit bounds what one client can store; with no trusted proxy,
 * nothing in the request names the client and the limits above are all there is.
 */

/** Five messages per client per ten minutes: plenty for a person, little for a bot. */
export const CONTACT_RATE_RULE: RateRule = { limit: 5, windowMs: TEN_MINUTES };

/** Three forwarded messages per sender e-mail per ten minutes, whichever addresses they come from. */
export const CONTACT_EMAIL_RATE_RULE: RateRule = { limit: 3, windowMs: TEN_MINUTES };

/**
 * A hundred forwarded messages per ten minutes from everyone together: far above what the
 * site receives, and a ceiling on what a bot spread over many addresses can forward.
 */
export const CONTACT_SITE_RATE_RULE: RateRule = { limit: 100, windowMs: TEN_MINUTES };

export type RateScope = 'client' | 'email' | 'site';

/** What going over a limit does: the message is refused, or stored but held (not forwarded). */
export type OverLimit = 'refuse' | 'hold';

/** One limit an attempt must pass: its Firestore document id, its rule, what exceeding it does. */
export type RateCheck = { scope: RateScope; id: string; rule: RateRule; over: OverLimit };

type HeaderReader = { get(name: string): string | null };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The client's rate-limit key: its address as the deployment's trusted proxies report it
 * (see lib/http/client-address.ts), hashed so no raw address is stored; null when the
 * request carries no trustworthy address (no trusted proxy, or one that was bypassed).
 */
export function clientKey(headers: HeaderReader, trustedProxyHops: number): string | null {
  const address = clientAddress(headers, trustedProxyHops);
  return address ? sha256(`ip:${address}`) : null;
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

/**
 * Every limit a contact message must pass, each in its own Firestore document; the
 * per-address one only for a client with a trustworthy address.
 */
export function contactRateChecks(clientKeyValue: string | null, email: string): RateCheck[] {
  const forwarding: RateCheck[] = [
    { scope: 'email', id: `email-${emailKey(email)}`, rule: CONTACT_EMAIL_RATE_RULE, over: 'hold' },
    { scope: 'site', id: 'site', rule: CONTACT_SITE_RATE_RULE, over: 'hold' },
  ];
  if (!clientKeyValue) return forwarding;
  const client: RateCheck = {
    scope: 'client',
    id: `client-${clientKeyValue}`,
    rule: CONTACT_RATE_RULE,
    over: 'refuse',
  };
  return [client, ...forwarding];
}
