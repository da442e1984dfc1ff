import { expect, test } from '@playwright/test';
import {
  asNewClient,
  expectCleared,
  fillContactForm,
  formsControl,
  send,
  storedMessages,
  uniqueMessage,
} from './support/contact';

/** Runs alone, after the rest (see playwright.config.ts): the fault is global to the forms stand-in. */
test('a message the forms service refuses is kept and marked for retry', async ({
  page,
  request,
}) => {
  await request.post(`${formsControl()}/fault`, { data: { status: 503 } });
  try {
    await asNewClient(page);
    await page.goto('/contact-us');
    const message = uniqueMessage();
    await fillContactForm(page, message);
    await send(page);
    // Stored is delivered as far as the sender is concerned: the retry script resends it.
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expectCleared(page);
    const stored = await storedMessages(message.subject);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      ...message,
      forwardStatus: 'retry',
      forwardAttempts: 1,
      forwardError: 'HTTP 503',
    });
  } finally {
    await request.delete(`${formsControl()}/fault`);
  }
});
