import { expect, test } from '@playwright/test';
import { freshOperator } from './support/admin';
import { messageCard, messageEntries, messageToRetry, storedMessage } from './support/admin-ops';
import { formsControl } from './support/contact';
import { openSignedIn } from './support/members';

/** Runs alone, after the rest: the forms stand-in's fault is global. */
test('a retry the forms service refuses says so; after it recovers, the retry sends', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await freshOperator('inbox-fault');
  const { id, subject } = await messageToRetry();
  await openSignedIn(page, operator, '/admin/inbox', baseURL!);
  const card = messageCard(page, subject);
  await request.post(`${formsControl()}/fault`, { data: { status: 503 } });
  try {
    await card.getByRole('button', { name: 'Retry forwarding now' }).click();
    await expect(
      page.getByText('Forwarding failed again (HTTP 503). The message stays marked for retry.'),
    ).toBeVisible();
    await expect(card).toContainText('retry pending: 2 attempts failed (HTTP 503)');
    expect(await storedMessage(id)).toMatchObject({ forwardStatus: 'retry', forwardAttempts: 2 });
  } finally {
    await request.delete(`${formsControl()}/fault`);
  }
  await card.getByRole('button', { name: 'Retry forwarding now' }).click();
  await expect(page.getByText('Forwarded: the forms service accepted the message.')).toBeVisible();
  await expect(card).toContainText(/Forwarding\s*sent/);
  expect(await storedMessage(id)).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 3 });
  expect((await messageEntries(id)).map((entry) => [entry.action, entry.actor])).toEqual([
    ['message-forward-failed', operator.email],
    ['message-forwarded', operator.email],
  ]);
});
