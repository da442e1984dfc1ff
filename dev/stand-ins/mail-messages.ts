import type { CaughtMail } from './mail-catcher';

/**
 * The mail catcher's messages, for tests (Jest and Playwright alike): `catcherUrl` is
 * MAIL_CATCHER_URL, which the test runner sets.
 */
export async function caughtMail(catcherUrl: string, to?: string): Promise<CaughtMail[]> {
  const url = new URL('/messages', catcherUrl);
  if (to) url.searchParams.set('to', to);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status} at ${url}`);
  return (await response.json()) as CaughtMail[];
}

/** Makes the catcher refuse every message with this SMTP code (null: accept again). */
export async function setMailFault(catcherUrl: string, code: number | null): Promise<void> {
  const url = new URL('/__control/fault', catcherUrl);
  const response = await fetch(url, {
    method: code === null ? 'DELETE' : 'POST',
    ...(code === null ? {} : { body: JSON.stringify({ code }) }),
  });
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status} at ${url}`);
}

/**
 * Waits until `check` is true of the messages to `to` (mail is sent after the page answers,
 * or by a job), at most `timeoutMs`; returns those messages.
 */
export async function waitForMail(
  catcherUrl: string,
  to: string,
  check: (messages: CaughtMail[]) => boolean = (messages) => messages.length > 0,
  timeoutMs = 10_000,
): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await caughtMail(catcherUrl, to);
    if (check(messages)) return messages;
    if (Date.now() > deadline)
      throw new Error(`No matching mail to ${to} within ${timeoutMs} ms (${messages.length} seen)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
