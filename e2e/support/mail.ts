import { createHash, createHmac } from 'node:crypto';
import { parseEnv } from '../../lib/env';

export {
  messagesTo,
  setMailCatcherFault,
  waitForMessagesTo,
  type CaughtMail,
} from '../../dev/test-run/mail';

/**
 * An e-mail's unsubscribe link, signed as the app signs it (lib/mail/unsubscribe-link.ts),
 * written out again here so a spec checks the app against an independent copy.
 */
export function unsubscribeLink(baseURL: string, email: string, topic: string): string {
  const secret = parseEnv({ ...process.env, LOCAL_STACK: 'true' }).UNSUBSCRIBE_SECRET;
  const key = createHmac('sha256', secret).update('mail-unsubscribe-link:v1').digest();
  const address = email.trim().toLowerCase();
  const signature = createHmac('sha256', key).update(`${address}\n${topic}`).digest('base64url');
  const url = new URL('/api/unsubscribe', baseURL);
  url.search = new URLSearchParams({ a: address, t: topic, s: signature }).toString();
  return url.toString();
}

/** mailOutbox/{id}: the document of a message id, as lib/mail names it. */
export const outboxDocId = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');
