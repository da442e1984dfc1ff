import { createHash } from 'node:crypto';

/** The outbox: one document per message, named by the hash of its id (see outboxDocId). */
export const OUTBOX = 'mailOutbox';

/** Sends tried in all: the first at once, then retries by the cron job with backoff. */
export const MAX_ATTEMPTS = 6;

const FIRST_RETRY_MS = 2 * 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * How long a claimed message is left to its sender before the job may take it again: long
 * enough for one send (the transport gives up well before), short enough that a sender
 * that died mid-send delays the message only minutes.
 */
export const CLAIM_MS = 5 * 60_000;

/**
 * The wait after a failed attempt (1-based): 2, 4, 8, 16, 32 minutes, at most an hour, so
 * the six attempts span about an hour.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/**
 * A valid, fixed-length Firestore document id for any message id (ids name people's
 * addresses and may hold slashes): the same id always names the same document.
 */
export function outboxDocId(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}

/**
 * What the console and the log may show of a send error: one line, no credentials (an SMTP
 * URL's user:password, AUTH exchanges), at most 300 characters.
 */
export function describeSendError(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const line = raw
    .replace(/\b(smtps?:\/\/)[^@\s/]+@/gi, '$1[redacted]@')
    .replace(/\b(AUTH\s+\w+)\s+\S+/gi, '$1 [redacted]')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line || 'Unknown error';
}
