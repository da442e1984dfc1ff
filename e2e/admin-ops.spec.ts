import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  freshOperator,
  OUTSIDERS,
  recordAction,
  replayAction,
  visitors,
  type Visitor,
} from './support/admin';
import {
  axeViolations,
  expectFitsPhone,
  messageCard,
  messageEntries,
  messageToRetry,
  storedMessage,
} from './support/admin-ops';
import { asNewClient, fillContactForm, formsControl, send, uniqueMessage } from './support/contact';
import { testFirestore } from './support/firestore';
import { freshMember, membersCli, openSignedIn } from './support/members';

/** The console's inbox, plans and audit log; the failing forwards are in admin-ops.faults.spec.ts. */

const PAGES = ['/admin/inbox', '/admin/plans', '/admin/audit'];

const plan = (price: string) => testFirestore().doc(`plans/${price}`);

async function planEntries(price: string) {
  const snapshot = await testFirestore()
    .collection('auditLog')
    .where('grant', '==', `plan:${price}`)
    .get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.at - b.at);
}

const newPrice = () => `price_e2e_${randomUUID().slice(0, 8)}`;

async function addPlan(page: import('@playwright/test').Page, price: string) {
  const form = page.getByRole('region', { name: 'Add a plan' });
  await form.getByLabel('Price id').fill(price);
  await form.getByLabel('Name').fill('E2E monthly');
  await form.getByLabel('Mode').selectOption('subscription');
  await form.getByLabel(/^Courses/).fill('course-market-basics');
  await form.getByRole('button', { name: 'Add plan' }).click();
  await expect(form.getByText(`Saved ${price}.`)).toBeVisible();
}

test('the inbox lists a message sent through the contact form, and marks it handled', async ({
  page,
  baseURL,
}) => {
  const operator = await freshOperator('inbox');
  await asNewClient(page);
  await page.goto('/contact-us');
  const message = uniqueMessage();
  await fillContactForm(page, message);
  await send(page);
  await expect(page.getByText('Message sent successfully!')).toBeVisible();

  await openSignedIn(page, operator, '/admin/inbox', baseURL!);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const card = messageCard(page, message.subject);
  await expect(card).toContainText(message.fullName);
  await expect(card).toContainText(message.email);
  await expect(card).toContainText(message.message);
  await expect(card).toContainText(/Forwarding\s*sent/);
  // Newest first.
  const times = await page
    .locator('article time')
    .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
  expect(times).toEqual([...times].sort((a, b) => b - a));

  await card.getByRole('button', { name: 'Mark handled' }).click();
  // Handled, it leaves the open messages; its answer stays above the list.
  await expect(messageCard(page, message.subject)).toHaveCount(0);
  await expect(page.getByText('Marked handled.')).toBeVisible();
  await page.getByRole('link', { name: 'Handled' }).click();
  await expect(page).toHaveURL(/view=handled/);
  await expect(messageCard(page, message.subject)).toContainText(`yes, by ${operator.email}`);

  // The audit log names the operator and the message.
  await page.goto(`/admin/audit?actor=${encodeURIComponent(operator.email)}`);
  const rows = page.getByRole('region', { name: 'Audit entries' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('message-handled');
  await expect(rows.first()).toContainText(/contact:\S+/);
  await expect(rows.first()).toContainText('admin console');
});

test('retry forwarding now sends a message marked for retry, and says so', async ({
  page,
  baseURL,
}) => {
  const operator = await freshOperator('inbox-retry');
  const { id, subject } = await messageToRetry();
  await openSignedIn(page, operator, '/admin/inbox', baseURL!);
  const card = messageCard(page, subject);
  await expect(card).toContainText('retry pending: 1 attempt failed (HTTP 503)');
  await card.getByRole('button', { name: 'Retry forwarding now' }).click();
  await expect(page.getByText('Forwarded: the forms service accepted the message.')).toBeVisible();
  await expect(card).toContainText(/Forwarding\s*sent/);
  expect(await storedMessage(id)).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 2 });
  const submissions = (await (await fetch(`${formsControl()}/submissions`)).json()) as Array<{
    fields: Record<string, string>;
  }>;
  expect(submissions.some((s) => Object.values(s.fields).includes(subject))).toBe(true);
  expect(await messageEntries(id)).toMatchObject([
    { action: 'message-forwarded', actor: operator.email, source: 'admin console', member: '' },
  ]);
});

test('plans: add, a refused edit names the field and keeps the input, a good edit is saved and audited', async ({
  page,
  baseURL,
}) => {
  const operator = await freshOperator('plans');
  await openSignedIn(page, operator, '/admin/plans', baseURL!);
  // The seeded plans, with their courses' titles.
  const seeded = page.getByRole('article', { name: 'price_demo_foundations' });
  await expect(seeded).toContainText('Foundations (monthly)');
  await expect(seeded).toContainText('course-market-basics');
  await expect(seeded).not.toContainText('Unknown course');

  // A bad price id on the add form.
  const add = page.getByRole('region', { name: 'Add a plan' });
  await add.getByLabel('Price id').fill('not a price!');
  await add.getByLabel('Name').fill('Whatever');
  await add.getByLabel(/^Courses/).fill('course-market-basics');
  await add.getByRole('button', { name: 'Add plan' }).click();
  await expect(add.getByRole('alert')).toContainText('Price id');
  await expect(add.getByLabel('Price id')).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByLabel('Price id')).toHaveValue('not a price!');

  const price = newPrice();
  await addPlan(page, price);
  expect((await plan(price).get()).data()).toEqual({
    name: 'E2E monthly',
    mode: 'subscription',
    courses: ['course-market-basics'],
  });

  const card = page.getByRole('article', { name: price });
  await card.getByText(`Edit ${price}`).click();
  const courses = card.getByRole('textbox', { name: /^Courses \(/ });
  await courses.fill('course-market-basics\ncourse-does-not-exist');
  await card.getByRole('button', { name: 'Save plan' }).click();
  await expect(card.getByRole('alert')).toContainText(
    'courses: not in the course catalog: course-does-not-exist.',
  );
  await expect(courses).toHaveAttribute('aria-invalid', 'true');
  await expect(courses).toHaveValue('course-market-basics\ncourse-does-not-exist');

  // A pass needs its term: the schema's refusal names termDays.
  await courses.fill('course-market-basics\ncourse-candlesticks');
  await card.getByLabel('Mode').selectOption('payment');
  await card.getByRole('button', { name: 'Save plan' }).click();
  await expect(card.getByRole('alert')).toContainText('termDays');
  await expect(card.getByLabel(/^Term days/)).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByLabel('Mode')).toHaveValue('payment');
  expect((await plan(price).get()).data()).toMatchObject({ courses: ['course-market-basics'] });

  await card.getByLabel(/^Term days/).fill('45');
  await card.getByRole('button', { name: 'Save plan' }).click();
  await expect(card.getByText(`Saved ${price}.`)).toBeVisible();
  expect((await plan(price).get()).data()).toEqual({
    name: 'E2E monthly',
    mode: 'payment',
    termDays: 45,
    courses: ['course-market-basics', 'course-candlesticks'],
  });
  await page.reload();
  await expect(page.getByRole('article', { name: price })).toContainText('45-day pass');

  const entries = await planEntries(price);
  expect(entries.map((e) => [e.action, e.actor, e.member, e.source])).toEqual([
    ['plan created', operator.email, '', 'admin console'],
    ['plan changed', operator.email, '', 'admin console'],
  ]);
  expect(entries[1]!.plan).toEqual({
    before: { name: 'E2E monthly', mode: 'subscription', courses: ['course-market-basics'] },
    after: {
      name: 'E2E monthly',
      mode: 'payment',
      termDays: 45,
      courses: ['course-market-basics', 'course-candlesticks'],
    },
  });

  // The audit log, filtered by this operator through a link-able GET parameter.
  await page.goto(`/admin/audit?actor=${encodeURIComponent(operator.email)}`);
  const rows = page.getByRole('region', { name: 'Audit entries' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('plan changed');
  await expect(rows.nth(1)).toContainText('plan created');
});

test('a plan edited from a page opened before another save is refused, shows theirs, keeps mine', async ({
  page,
  baseURL,
}) => {
  const operator = await freshOperator('plans-stale');
  await openSignedIn(page, operator, '/admin/plans', baseURL!);
  const price = newPrice();
  await addPlan(page, price);
  const card = page.getByRole('article', { name: price });
  await card.getByText(`Edit ${price}`).click();
  const courses = card.getByRole('textbox', { name: /^Courses \(/ });
  await courses.fill('course-market-basics\ncourse-candlesticks');

  // Meanwhile, on another page opened later, the plan is renamed and saved.
  const other = await page.context().newPage();
  await other.goto('/admin/plans');
  const theirs = other.getByRole('article', { name: price });
  await theirs.getByText(`Edit ${price}`).click();
  await theirs.getByLabel('Name').fill('Renamed elsewhere');
  await theirs.getByRole('button', { name: 'Save plan' }).click();
  await expect(theirs.getByText(`Saved ${price}.`)).toBeVisible();
  await other.close();

  await card.getByRole('button', { name: 'Save plan' }).click();
  await expect(card.getByRole('alert')).toContainText('Someone else saved this plan');
  await expect(card.getByRole('heading')).toHaveText(`${price} → Renamed elsewhere`);
  await expect(courses).toHaveValue('course-market-basics\ncourse-candlesticks');
  expect((await plan(price).get()).data()).toMatchObject({
    name: 'Renamed elsewhere',
    courses: ['course-market-basics'],
  });

  // Saved again, after the page showed their change: this edit replaces it.
  await card.getByRole('button', { name: 'Save plan' }).click();
  await expect(card.getByText(`Saved ${price}.`)).toBeVisible();
  expect((await plan(price).get()).data()).toEqual({
    name: 'E2E monthly',
    mode: 'subscription',
    courses: ['course-market-basics', 'course-candlesticks'],
  });
  expect((await planEntries(price)).map((entry) => entry.action)).toEqual([
    'plan created',
    'plan changed',
    'plan changed',
  ]);
});

test('the audit log filters by member and by actor', async ({ page, baseURL }) => {
  const operator = await freshOperator('audit');
  const member = await freshMember([], 'audited');
  const granted = await membersCli('grant', member.email, 'course-candlesticks');
  expect(granted.code, granted.output).toBe(0);

  await openSignedIn(page, operator, '/admin/audit', baseURL!);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Member (exact e-mail)').fill(member.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`member=${encodeURIComponent(member.email)}`));
  const rows = page.getByRole('region', { name: 'Audit entries' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('course-candlesticks');
  const memberLink = rows.first().getByRole('link', { name: member.email });
  await expect(memberLink).toHaveAttribute(
    'href',
    `/admin/members/${encodeURIComponent(member.email)}`,
  );

  // The actor's link keeps the member filter and adds the actor.
  const actor = (await rows.first().locator('td').nth(1).innerText()).trim();
  expect(actor).toMatch(/^cli/);
  await rows.first().getByRole('link', { name: actor }).click();
  await expect(page).toHaveURL(/actor=cli/);
  await expect(rows).toHaveCount(1);
  await page.goto(`/admin/audit?actor=${encodeURIComponent(actor)}`);
  await expect(rows.first()).toBeVisible();
  for (const cell of await rows.locator('td:nth-child(2)').allInnerTexts()) {
    expect(cell.trim()).toBe(actor);
  }
  await page.goto('/admin/audit?member=nobody-here%40example.com');
  await expect(page.getByText('No entries.')).toBeVisible();
});

for (const path of PAGES) {
  test(`axe finds no violation on ${path}, and it fits 390 px`, async ({ page, baseURL }) => {
    const operator = await freshOperator('ops-a11y');
    if (path === '/admin/inbox') await messageToRetry();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, operator, path, baseURL!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/admin/plans') await page.getByText('Edit price_demo_foundations').click();
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsPhone(page);
  });
}

test.describe('authorization sweep: inbox, plans, audit', () => {
  let cookies: Record<Visitor, string | null>;
  test.beforeAll(() => {
    cookies = visitors();
  });

  test("outsiders' replayed inbox actions change nothing; the operator's succeed", async ({
    page,
    request,
    baseURL,
  }) => {
    const operator = await freshOperator('ops-sweep-inbox');
    const { id, subject } = await messageToRetry();
    const ref = testFirestore().doc(`contactMessages/${id}`);
    const reset = () =>
      ref.update({ forwardStatus: 'retry', forwardAttempts: 1, handled: false, handledBy: null });
    await openSignedIn(page, operator, '/admin/inbox', baseURL!);
    const card = messageCard(page, subject);
    const retry = await recordAction(page, () =>
      card.getByRole('button', { name: 'Retry forwarding now' }).click(),
    );
    await expect(card).toContainText(/Forwarding\s*sent/);
    const mark = await recordAction(page, () =>
      card.getByRole('button', { name: 'Mark handled' }).click(),
    );
    await expect.poll(async () => (await storedMessage(id)).handled).toBe(true);

    await reset();
    const audited = (await messageEntries(id)).length;
    for (const visitor of OUTSIDERS) {
      for (const action of [retry, mark]) await replayAction(request, action, cookies[visitor]);
    }
    expect(await storedMessage(id)).toMatchObject({
      forwardStatus: 'retry',
      forwardAttempts: 1,
      handled: false,
    });
    expect(await messageEntries(id)).toHaveLength(audited);
    for (const action of [retry, mark]) await replayAction(request, action, cookies.operator);
    expect(await storedMessage(id)).toMatchObject({ forwardStatus: 'sent', handled: true });
    expect(await messageEntries(id)).toHaveLength(audited + 2);
  });

  test("outsiders' replayed plan saves change nothing; the operator's succeeds", async ({
    page,
    request,
    baseURL,
  }) => {
    const operator = await freshOperator('ops-sweep-plans');
    await openSignedIn(page, operator, '/admin/plans', baseURL!);
    const price = newPrice();
    const add = await recordAction(page, () => addPlan(page, price));
    await expect.poll(async () => (await plan(price).get()).exists).toBe(true);
    const card = page.getByRole('article', { name: price });
    await card.getByText(`Edit ${price}`).click();
    await card.getByLabel('Name').fill('Renamed by the operator');
    const edit = await recordAction(page, () =>
      card.getByRole('button', { name: 'Save plan' }).click(),
    );
    await expect(card.getByText(`Saved ${price}.`)).toBeVisible();

    const original = {
      name: 'E2E monthly',
      mode: 'subscription',
      courses: ['course-market-basics'],
    };
    await plan(price).set(original);
    const other = newPrice();
    const addOther = { ...add, body: Buffer.from(add.body.toString().replaceAll(price, other)) };
    const entriesBefore = (await planEntries(price)).length;
    for (const visitor of OUTSIDERS) {
      for (const action of [edit, addOther]) await replayAction(request, action, cookies[visitor]);
    }
    expect((await plan(price).get()).data()).toEqual(original);
    expect((await plan(other).get()).exists).toBe(false);
    expect(await planEntries(price)).toHaveLength(entriesBefore);
    expect(await planEntries(other)).toHaveLength(0);

    await replayAction(request, edit, cookies.operator);
    expect((await plan(price).get()).data()).toMatchObject({ name: 'Renamed by the operator' });
    await replayAction(request, addOther, cookies.operator);
    expect((await plan(other).get()).exists).toBe(true);
  });
});
