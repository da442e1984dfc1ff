import type { CaughtMail } from '../stand-ins/mail-catcher';
import { caughtMail, setMailFault, waitForMail } from '../stand-ins/mail-messages';
import { testEnv } from './env';

/**
 * The test run's mail catcher, for integration tests and e2e specs alike: the address the
 * test runner exports for the stack it starts, else the one it would export.
 */
const catcherUrl = () => process.env.MAIL_CATCHER_URL ?? testEnv.MAIL_CATCHER_URL;

/** Every message the catcher received for this address, oldest first. */
export const messagesTo = (address: string): Promise<CaughtMail[]> =>
  caughtMail(catcherUrl(), address);

/** Waits until `check` holds for the messages to `address` (default: there is one). */
export const waitForMessagesTo = (
  address: string,
  check?: (messages: CaughtMail[]) => boolean,
  timeoutMs?: number,
) => waitForMail(catcherUrl(), address, check, timeoutMs);

export const setMailCatcherFault = (code: number | null) => setMailFault(catcherUrl(), code);

export type { CaughtMail };
