import type { CaughtMail } from '../../dev/stand-ins/mail-catcher';
import { caughtMail, setMailFault, waitForMail } from '../../dev/stand-ins/mail-messages';
import { testEnv } from '../../dev/test-run/env';

/** The test run's mail catcher, where the app under test sends every e-mail. */
const catcherUrl = () => testEnv.MAIL_CATCHER_URL;

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
