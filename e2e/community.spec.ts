import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { messagesTo, waitForMessagesTo } from '../dev/test-run/mail';
import { freshOperator } from './support/admin';
import {
  freshMember,
  getAsMember,
  signedInPage,
  signInCookie,
  type TestMember,
} from './support/members';

/**
 * The Traders Hub under a class: two members of one course ask and answer, the asker is
 * e-mailed once, a member of another course sees none of it, a report reaches the console
 * and a hidden question disappears for everyone.
 */
test.describe.configure({ mode: 'serial' });

const COURSE = 'course-risk-management';
const OTHER_COURSE = 'course-market-basics';
const run = randomUUID().slice(0, 8);
const QUESTION = `Where do you put the stop on an inside bar? (${run})`;
const ANSWER = `Below the mother bar's low, sized to 1% of the account (${run})`;

let asker: TestMember;
let peer: TestMember;
let outsider: TestMember;
/** The course's first class (no drip delay): where the questions are asked. */
const classPath = `/home?course=${COURSE}&class=class-risk-management-2`;

const questions = (page: Page) => page.getByRole('region', { name: 'Questions' });

test.beforeAll(async () => {
  asker = await freshMember([COURSE], 'hub-asker');
  peer = await freshMember([COURSE], 'hub-peer');
  outsider = await freshMember([OTHER_COURSE], 'hub-outsider');
});

test('a member asks under a class; another member of the course answers; the asker is e-mailed once', async ({
  browser,
}) => {
  const page = await signedInPage(browser, asker, classPath);
  await questions(page).getByLabel('Your question').fill(QUESTION);
  await questions(page).getByRole('button', { name: 'Post question' }).click();
  await expect(questions(page).getByText(QUESTION)).toBeVisible();
  await page.context().close();

  const other = await signedInPage(browser, peer, classPath);
  const thread = questions(other).getByRole('listitem').filter({ hasText: QUESTION }).first();
  await expect(thread).toBeVisible();
  await thread.getByRole('button', { name: 'Answer', exact: true }).click();
  await thread.getByLabel('Your answer').fill(ANSWER);
  await thread.getByRole('button', { name: 'Post answer' }).click();
  await expect(thread.getByText(ANSWER)).toBeVisible();
  await other.context().close();

  const [mail] = await waitForMessagesTo(asker.email);
  expect(mail!.subject).toBe('Your question has an answer');
  expect(mail!.text).toContain(ANSWER);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await messagesTo(asker.email)).toHaveLength(1);
});

test('a member of another course gets none of it: not on the class page, not in the hub', async ({
  request,
  baseURL,
}) => {
  const cookie = { cookie: await signInCookie(outsider, baseURL!) };
  for (const path of [classPath, '/home/community']) {
    const { body } = await getAsMember(request, path, cookie);
    expect(body).not.toContain(run);
  }
  const hub = await getAsMember(request, '/home/community', {
    cookie: await signInCookie(peer, baseURL!),
  });
  expect(hub.body).toContain(run);
});

test('a report reaches /admin/community; Hide takes the question away for everyone', async ({
  browser,
}) => {
  const page = await signedInPage(browser, peer, classPath);
  const thread = questions(page).getByRole('listitem').filter({ hasText: QUESTION }).first();
  await thread.getByRole('button', { name: 'Report' }).first().click();
  await thread.getByLabel('Why are you reporting this post?').selectOption('signal');
  await thread.getByRole('button', { name: 'Send report' }).click();
  await expect(thread.getByText('Thank you. An operator will look at it.')).toBeVisible();
  await page.context().close();

  const operator = await freshOperator('hub-operator');
  const console = await signedInPage(browser, operator, '/admin/community');
  const reported = console
    .getByRole('region', { name: 'Reported posts' })
    .getByRole('listitem')
    .filter({ hasText: QUESTION });
  await expect(reported).toContainText('Reported as Trade call or signal');
  await reported.getByRole('button', { name: 'Hide' }).click();
  await expect(reported.getByRole('button', { name: 'Restore' })).toBeVisible();
  await console.context().close();

  for (const member of [asker, peer]) {
    const view = await signedInPage(browser, member, classPath);
    await expect(questions(view)).toBeVisible();
    await expect(questions(view).getByText(QUESTION)).toHaveCount(0);
    await view.context().close();
  }
});
