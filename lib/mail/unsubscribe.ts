import 'server-only';
import { getUnsubscribeSecrets } from '../env';
import { turnOffTopic } from './preferences-store';
import { unsubscribeKey, verifyUnsubscribe, type UnsubscribeRequest } from './unsubscribe-link';

/** What a tampered, truncated or foreign link is told. */
export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid: it may have been cut or changed. Use the link in the e-mail as it is, or choose your e-mails under Settings after signing in.';

/** The key new links are signed with (UNSUBSCRIBE_SECRET, never the scheduler's secret). */
export function currentUnsubscribeKey(): Buffer {
  return unsubscribeKey(getUnsubscribeSecrets().current);
}

/** The keys a link may be signed with: the current one, and the previous one while it is set. */
function acceptedUnsubscribeKeys(): Buffer[] {
  const { current, previous } = getUnsubscribeSecrets();
  return [current, ...(previous ? [previous] : [])].map(unsubscribeKey);
}

/** The address and topic of a link signed by this site, or null. */
export function readUnsubscribeLink(params: URLSearchParams): UnsubscribeRequest | null {
  return verifyUnsubscribe(acceptedUnsubscribeKeys(), params);
}

/**
 * Turns the link's one topic off; null when the link is not valid. `changed` is false when
 * the address has no member record (an old address after a move, say): nothing was turned off.
 */
export async function unsubscribeByLink(
  params: URLSearchParams,
): Promise<(UnsubscribeRequest & { changed: boolean }) | null> {
  const request = readUnsubscribeLink(params);
  if (!request) return null;
  return { ...request, changed: await turnOffTopic(request.address, request.topic) };
}
