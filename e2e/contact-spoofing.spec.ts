import { expect, test, type Page } from '@playwright/test';
import {
  expectCleared,
  fillContactForm,
  randomAddress,
  send,
  storedMessages,
  uniqueMessage,
} from './support/contact';

/**
 * The contact form's per-client limit against a client that writes its own
 * X-Forwarded-For. The test stack trusts one proxy (TRUSTED_PROXY_HOPS=1): the proxy
 * appends the address it saw, and whatever the client wrote stays in front of it.
 */
async function sendAs(page: Page, forwardedFor: string): Promise<'stored' | 'refused'> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': forwardedFor });
  const message = uniqueMessage();
  await fillContactForm(page, message);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/contact-us',
  );
  await send(page);
  await answered;
  if ((await storedMessages(message.subject)).length === 1) {
    await expect(page.getByText('Message sent successfully!').last()).toBeVisible();
    await expectCleared(page);
    return 'stored';
  }
  await expect(
    page.getByText('Failed to send message. Please try again later.').last(),
  ).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue(message.subject);
  return 'refused';
}

test('the sixth message from one client within ten minutes fails like any failure, whatever X-Forwarded-For addresses it makes up', async ({
  page,
}) => {
  const realAddress = randomAddress();
  await page.goto('/contact-us');
  const outcomes: string[] = [];
  for (let i = 1; i <= 6; i++) {
    // A new made-up address (or two) each time, then the proxy's entry.
    const madeUp = i % 2 ? `203.0.113.${i}` : `198.51.100.${i}, 203.0.113.${i}`;
    outcomes.push(await sendAs(page, `${madeUp}, ${realAddress}`));
  }
  expect(outcomes).toEqual([...Array(5).fill('stored'), 'refused']);
  // Another client is not affected.
  expect(await sendAs(page, `203.0.113.1, ${randomAddress()}`)).toBe('stored');
});
