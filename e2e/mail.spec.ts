import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openMembersMenu } from './support';
import { freshOperator, OUTSIDERS, recordAction, replayAction, visitors } from './support/admin';
import { axeViolations, expectFitsPhone } from './support/admin-ops';
import { testFirestore } from './support/firestore';
import { messagesTo, outboxDocId, unsubscribeLink } from './support/mail';
import { freshMember, openSignedIn } from './support/members';

const OUTBOX = 'mailOutbox';
const MAX_ATTEMPTS = 6;
const linkFor = unsubscribeLink;
const mailOf = async (email: string) =>
  (await testFirestore().doc(`users/${email}`).get()).get('mail') as unknown;

test.describe('mail settings and one-click unsubscribe', () => {
  test('/home/settings shows the topic off after a one-click POST; keyboard, axe, 390 px', async ({
    page,
    request,
    baseURL,
  }) => {
    const member = await freshMember([], 'settings');
    const oneClick = await request.post(linkFor(baseURL!, member.email, 'announcements'), {
      multipart: { 'List-Unsubscribe': 'One-Click' },
      maxRedirects: 0,
    });
    expect(oneClick.status()).toBe(200);

    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, member, '/home');
    await openMembersMenu(page);
    await page
      .getByRole('navigation', { name: 'Members' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL(/\/home\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    const reminders = page.getByLabel('E-mail me reminders of live sessions');
    const announcements = page.getByLabel('E-mail me announcements');
    const nudges = page.getByLabel('E-mail me when I have not watched for a while');
    await expect(reminders).toBeChecked();
    await expect(announcements).not.toBeChecked();
    await expect(nudges).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsPhone(page);

    // By keyboard only: reminders off, announcements back on, then Save.
    await reminders.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(announcements).toBeFocused();
    await page.keyboard.press('Space');
    // Past nudges, answers to my questions and the coaches' digest, to the button.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(
      'Saved. Your e-mail settings are up to date.',
    );
    expect(await mailOf(member.email)).toEqual({
      reminders: false,
      announcements: true,
      nudges: true,
      answers: true,
      coachDigest: true,
    });

    await page.reload();
    await expect(reminders).not.toBeChecked();
    await expect(announcements).toBeChecked();
  });

  test('the page a link leads to unsubscribes only after its button is pressed', async ({
    page,
    baseURL,
  }) => {
    const member = await freshMember([], 'unsubscribe-page');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(linkFor(baseURL!, member.email, 'reminders'));
    await expect(
      page.getByRole('heading', { name: 'Unsubscribe from reminders of live sessions?' }),
    ).toBeVisible();
    expect(await mailOf(member.email)).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsPhone(page);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(member.email);
    expect(await mailOf(member.email)).toEqual({ reminders: false });

    await page.goto(linkFor(baseURL!, member.email, 'reminders').replace(/s=[\w-]+/, 's=forged'));
    await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  });

  test('behind a proxy, the link and the button lead to the page on the address the member used', async ({
    request,
    baseURL,
  }) => {
    // `next start` hands a route handler a URL with its own host and port, whatever the
    // Host header says: an absolute Location built from it would leave the site.
    const member = await freshMember([], 'unsubscribe-proxy');
    const link = linkFor(baseURL!, member.email, 'reminders');
    const search = new URL(link).search;
    const asSite = { host: 'academy.example' };
    const opened = await request.get(link, { headers: asSite, maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    expect(opened.headers().location).toBe(`/unsubscribe${search}`);

    const pressed = await request.post(link, {
      headers: asSite,
      form: { 'List-Unsubscribe': 'One-Click', from: 'page' },
      maxRedirects: 0,
    });
    expect(pressed.status()).toBe(303);
    expect(pressed.headers().location).toBe(`/unsubscribe${search}&done=1`);
    expect(await mailOf(member.email)).toEqual({ reminders: false });
  });
});

test.describe('the mail outbox', () => {
  test('/admin/mail lists a failed e-mail for operators only; Retry sends it, audited', async ({
    page,
    request,
    baseURL,
  }) => {
    // Outsiders, the page under axe at 390 px, a replayed action, the retry and its audit.
    const to = `failed-${randomUUID().slice(0, 8)}@example.com`;
    const id = `e2e:${randomUUID()}`;
    const subject = `Weekly review moved ${randomUUID().slice(0, 6)}`;
    const docId = outboxDocId(id);
    const now = Date.now();
    await testFirestore().collection(OUTBOX).doc(docId).set({
      id,
      to,
      subject,
      text: 'The weekly review moves to Thursday.',
      html: '<p>The weekly review moves to Thursday.</p>',
      unsubscribe: null,
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      createdAt: now,
      updatedAt: now,
    });

    const operator = await freshOperator('mail-operator');
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, operator, '/admin/mail', baseURL!);
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Mail' }),
    ).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('article', { name: subject });
    await expect(card).toContainText(to);
    await expect(card).toContainText('Failed');
    await expect(card).toContainText(`${MAX_ATTEMPTS} of ${MAX_ATTEMPTS}`);
    await expect(card).toContainText('ECONNREFUSED');
    await expect(card).not.toContainText('Thursday');
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsPhone(page);

    // The same call from anyone else changes nothing.
    const retry = await recordAction(page, () =>
      card.getByRole('button', { name: `Retry sending “${subject}”` }).click(),
    );
    // The mail went out, so its card leaves the list, and the answer stays above it.
    await expect(page.getByRole('status').filter({ hasText: 'Sent' })).toHaveText(
      'Sent: the mail server accepted the message.',
    );
    await expect(card).toHaveCount(0);
    expect((await messagesTo(to)).map((m) => m.subject)).toEqual([subject]);
    const audit = await testFirestore()
      .collection('auditLog')
      .where('actor', '==', operator.email)
      .get();
    expect(audit.docs.map((d) => d.get('action'))).toEqual(['mail-retried']);

    await testFirestore().collection(OUTBOX).doc(docId).update({ status: 'failed' });
    const cookies = visitors();
    for (const visitor of OUTSIDERS) await replayAction(request, retry, cookies[visitor]);
    expect((await testFirestore().collection(OUTBOX).doc(docId).get()).get('status')).toBe(
      'failed',
    );
    expect(await messagesTo(to)).toHaveLength(1);
  });
});
