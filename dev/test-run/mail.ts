import type { CaughtMail } from '../stand-ins/mail-catcher';
import { caughtMail, setMailFault, waitForMail } from '../stand-ins/mail-messages';

/**
 * Jest's side of the mail catcher (integration tests): the test runner exports
 * MAIL_CATCHER_URL for the stack it starts.
 */
function catcherUrl(): string {
  const url = process.env.MAIL_CATCHER_URL;
  if (!url) throw new Error('MAIL_CATCHER_URL is not set: run the tests through the test runner');
  return url;
}

/** Every message the catcher received for this address, oldest first. */
export const messagesTo = (address: string): Promise<CaughtMail[]> =>
  caughtMail(catcherUrl(), address);

export const waitForMessagesTo = (
  address: string,
  check?: (messages: CaughtMail[]) => boolean,
  timeoutMs?: number,
) => waitForMail(catcherUrl(), address, check, timeoutMs);

export const setMailCatcherFault = (code: number | null) => setMailFault(catcherUrl(), code);

export type { CaughtMail };
