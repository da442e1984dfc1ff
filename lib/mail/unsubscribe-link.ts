import { createHmac, timingSafeEqual } from 'node:crypto';
import { foldAddress } from '../members/client';
import { isMailTopic, type MailTopic } from './topics';

/** Where a List-Unsubscribe link points; GET shows a confirmation, POST unsubscribes. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

/**
 * The links' own key, derived from a server secret: a link proves who may change the one
 * topic it names without any sign-in, and nothing else can be signed with the derived key.
 */
export function unsubscribeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('mail-unsubscribe-link:v1').digest();
}

function signature(key: Buffer, address: string, topic: MailTopic): string {
  return createHmac('sha256', key)
    .update(`${foldAddress(address)}\n${topic}`, 'utf8')
    .digest('base64url');
}

/** `${siteUrl}/api/unsubscribe?a=<address>&t=<topic>&s=<signature>`. */
export function unsubscribeUrl(
  siteUrl: string,
  key: Buffer,
  address: string,
  topic: MailTopic,
): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl);
  url.searchParams.set('a', foldAddress(address));
  url.searchParams.set('t', topic);
  url.searchParams.set('s', signature(key, address, topic));
  return url.toString();
}

export type UnsubscribeRequest = { address: string; topic: MailTopic };

/**
 * The address and topic a link names when its signature holds under one of `keys` (the
 * current key, and during a rotation the previous one); null for anything else.
 */
export function verifyUnsubscribe(
  keys: Buffer | readonly Buffer[],
  params: URLSearchParams,
): UnsubscribeRequest | null {
  const raw = params.get('a');
  const address = raw ? foldAddress(raw) : '';
  const topic = params.get('t');
  const given = params.get('s');
  if (!address || !given || !isMailTopic(topic)) return null;
  const actual = Buffer.from(given);
  const holds = (key: Buffer) => {
    const expected = Buffer.from(signature(key, address, topic));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return (Buffer.isBuffer(keys) ? [keys] : keys).some(holds) ? { address, topic } : null;
}
