import 'server-only';
import { getCronSecret } from '../env';
import { turnOffTopic } from './preferences-store';
import { unsubscribeKey, verifyUnsubscribe, type UnsubscribeRequest } from './unsubscribe-link';

/** What a tampered, truncated or foreign link is told. */
export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid: it may have been cut or changed. Use the link in the e-mail as it is, or choose your e-mails under Settings after signing in.';

/** The address and topic of a link signed by this site, or null. */
export function readUnsubscribeLink(params: URLSearchParams): UnsubscribeRequest | null {
  return verifyUnsubscribe(unsubscribeKey(getCronSecret()), params);
}

/** Turns the link's one topic off; null when the link is not valid. */
export async function unsubscribeByLink(
  params: URLSearchParams,
): Promise<UnsubscribeRequest | null> {
  const request = readUnsubscribeLink(params);
  if (!request) return null;
  await turnOffTopic(request.address, request.topic);
  return request;
}
