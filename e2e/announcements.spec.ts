import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openMembersMenu } from './support';
import { freshOperator } from './support/admin';
import { axeViolations, expectFitsPhone } from './support/admin-ops';
import { testFirestore } from './support/firestore';
import { messagesTo, waitForMessagesTo } from './support/mail';
import {
  addSessionCookie,
  freshMember,
  getAsMember,
  openSignedIn,
  signInCookie,
  type TestMember,
} from './support/members';

/** Announcements: the console's Publish, the members' Notifications, the e-mail. */

const COURSE = { id: 'course-gold-playbook', title: 'Gold Trading Playbook' };
const OTHER_COURSE = 'course-market-basics';
/** Edit/Delete's own course, so its announcement never counts in the publish test's members. */
const EDIT_COURSE = { id: 'course-support-resistance', title: 'Support and Resistance' };

/** A fresh member with the course summary the app's own grant writes keep (as seeding does). */
async function memberOf(course: string, label: string): Promise<TestMember> {
  const member = await freshMember([course], label);
  await testFirestore()
    .doc(`courseMembers/${course}/members/${member.email}`)
    .set({ accessUntil: Number.MAX_SAFE_INTEGER });
  return member;
}

const notifications = (page: Page) =>
  page.getByRole('link', { name: /^Notifications, \d+ unread$/ });

async function unreadOn(page: Page): Promise<number> {
  await openMembersMenu(page);
  const label = await notifications(page).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1]);
}

test('an operator publishes; members of the course see it counted, read it, and get it by e-mail; others see nothing', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const title = `Gold clinic ${randomUUID().slice(0, 8)}`;
  const reader = await memberOf(COURSE.id, 'ann-reader');
  const outsider = await memberOf(OTHER_COURSE, 'ann-outsider');
  const readerCookie = await signInCookie(reader, baseURL!);
  const outsiderCookie = await signInCookie(outsider, baseURL!);

  const readerPage = await (await browser.newContext()).newPage();
  await addSessionCookie(readerPage, readerCookie, baseURL!);
  await readerPage.goto('/home');
  const before = await unreadOn(readerPage);
  const outsiderBefore = await getAsMember(request, '/home', { cookie: outsiderCookie });

  // The console: a refusal keeps what was typed and names the field.
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, await freshOperator('ann-operator'), '/admin/announcements', baseURL!);
  await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Announcements' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await axeViolations(page)).toEqual([]);
  await expectFitsPhone(page);

  const message =
    'Bring **your charts**. <script>window.hacked=1</script> [x](javascript:alert(1))';
  await page.getByLabel(/^Message/).fill(message);
  await page.getByLabel(COURSE.title).check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Title: enter a title.')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Message/)).toHaveValue(message);
  await expect(page.getByLabel(COURSE.title)).toBeChecked();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`Published “${title}”. E-mailed to`)).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  const published = page.getByRole('article').filter({ hasText: title });
  await expect(published).toContainText(`To ${COURSE.title}`);
  await expect(published.locator('strong')).toHaveText('your charts');
  expect(await axeViolations(page)).toEqual([]);

  // The member of the course: one more unread, then the page, then 0.
  await readerPage.setViewportSize({ width: 390, height: 844 });
  await readerPage.goto('/home');
  await openMembersMenu(readerPage);
  await expect(notifications(readerPage)).toHaveAccessibleName(
    `Notifications, ${before + 1} unread`,
  );
  await expect(readerPage.getByTestId('unread-badge')).toHaveText(String(before + 1));
  await expectFitsPhone(readerPage);
  await notifications(readerPage).click();
  await expect(readerPage).toHaveURL(/\/home\/announcements$/);
  const article = readerPage.getByRole('article').filter({ hasText: title });
  await expect(article.getByRole('heading', { name: title })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('your charts');
  await expect(article).toContainText('<script>window.hacked=1</script>');
  expect(await readerPage.evaluate(() => 'hacked' in window)).toBe(false);
  await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
  await openMembersMenu(readerPage);
  await expect(notifications(readerPage)).toHaveAccessibleName('Notifications, 0 unread');
  await expect(readerPage.getByTestId('unread-badge')).toHaveCount(0);
  expect(await axeViolations(readerPage)).toEqual([]);
  await expectFitsPhone(readerPage);
  await readerPage.goto('/home');
  await openMembersMenu(readerPage);
  await expect(notifications(readerPage)).toHaveAccessibleName('Notifications, 0 unread');
  const marker = (await testFirestore().doc(`users/${reader.email}`).get()).get(
    'announcementsReadAt',
  );
  expect(typeof marker).toBe('number');

  // The member without the course: not counted, not in any HTML they are sent.
  const outsiderCount = /Notifications, (\d+) unread/.exec(outsiderBefore.body)?.[1];
  expect(outsiderCount).toBeDefined();
  for (const path of ['/home', '/home/announcements']) {
    const { body } = await getAsMember(request, path, { cookie: outsiderCookie });
    expect(body).toContain('Notifications, ');
    expect(body).not.toContain(title);
    expect(body).not.toContain('your charts');
    if (path === '/home') expect(body).toContain(`Notifications, ${outsiderCount} unread`);
  }

  // The e-mail: to the member of the course, with one-click unsubscribe; none to the other.
  const caught = await waitForMessagesTo(reader.email, (messages) =>
    messages.some((m) => m.subject === title),
  );
  const mail = caught.find((m) => m.subject === title);
  expect(mail!.text).toContain('Bring your charts.');
  expect(mail!.html).toContain('<strong>your charts</strong>');
  expect(mail!.html).not.toContain('<script>');
  expect(mail!.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+>$/);
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect((await messagesTo(outsider.email)).filter((m) => m.subject === title)).toEqual([]);
});

test('an operator edits one (no new e-mail, not unread again, "Edited") and deletes one (gone from the list and the count)', async ({
  page,
  request,
  baseURL,
}) => {
  const title = `Typo clinic ${randomUUID().slice(0, 8)}`;
  const fixed = title.replace('Typo', 'Fixed');
  const counter = await memberOf(EDIT_COURSE.id, 'ann-counter');
  const viewer = await memberOf(EDIT_COURSE.id, 'ann-viewer');
  const counterCookie = { cookie: await signInCookie(counter, baseURL!) };
  const viewerCookie = { cookie: await signInCookie(viewer, baseURL!) };
  const unreadOf = async () => {
    const { body } = await getAsMember(request, '/home', counterCookie);
    return Number(/Notifications, (\d+) unread/.exec(body)?.[1]);
  };
  const before = await unreadOf();

  await openSignedIn(page, await freshOperator('ann-editor'), '/admin/announcements', baseURL!);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel(/^Message/).fill('Teh clinic starts at noon.');
  await page.getByLabel(EDIT_COURSE.title, { exact: true }).check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`Published “${title}”.`)).toBeVisible();
  expect(await unreadOf()).toBe(before + 1);

  // Edit: the same form, filled in; a refusal names the field and keeps the rest.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: `Edit “${title}”` })).toBeVisible();
  await expect(page.getByLabel(/^Message/)).toHaveValue('Teh clinic starts at noon.');
  await expect(page.getByLabel(EDIT_COURSE.title, { exact: true })).toBeChecked();
  await page.getByLabel('Title', { exact: true }).fill(' ');
  await page.getByLabel(/^Message/).fill('The clinic starts at noon.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Title: enter a title.')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Message/)).toHaveValue('The clinic starts at noon.');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Title', { exact: true }).fill(fixed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Saved “${fixed}”. Members were not e-mailed again.`)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: fixed })).toContainText('Edited');

  // Members: the corrected text marked "Edited", still one unread (not two), no second e-mail.
  expect(await unreadOf()).toBe(before + 1);
  const { body } = await getAsMember(request, '/home/announcements', viewerCookie);
  expect(body).toContain(fixed);
  expect(body).toContain('The clinic starts at noon.');
  expect(body).not.toContain(title);
  expect(body).toMatch(new RegExp(`${fixed}</h2>[\\s\\S]{0,400}?>Edited</span>`));

  // Delete asks first; "Keep it" steps back, focus returns to the button.
  const deleteButton = page.getByRole('button', { name: `Delete ${fixed}` });
  await deleteButton.click();
  const confirm = page.getByRole('button', { name: `Yes, delete ${fixed}` });
  await expect(confirm).toBeFocused();
  await page
    .getByRole('group', { name: `Delete ${fixed}` })
    .getByRole('button', { name: 'Keep it' })
    .click();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await confirm.click();
  // The answer reaches the toaster: the item and its status line are gone with the refresh.
  await expect(page.getByText(`Deleted “${fixed}”.`).first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: fixed })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Published' })).toBeFocused();

  // Gone from the members' list and from the unread count of one who never opened it.
  expect(await unreadOf()).toBe(before);
  for (const cookie of [counterCookie, viewerCookie])
    expect((await getAsMember(request, '/home/announcements', cookie)).body).not.toContain(fixed);

  // Publish e-mailed the member; the edit did not, under either title.
  const mails = await waitForMessagesTo(counter.email, (messages) =>
    messages.some((m) => m.subject === title),
  );
  expect(mails.map((m) => m.subject).filter((s) => s === title || s === fixed)).toEqual([title]);
});
