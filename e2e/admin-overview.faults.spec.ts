import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  simulatePurchase,
  simulateRefund,
  stripeLocalConfig,
  type Outcome,
} from '../dev/stand-ins/stripe';
import { axeViolations } from './support/a11y';
import { freshOperator } from './support/admin';
import { testFirestore } from './support/firestore';
import { openSignedIn } from './support/members';

/**
 * The console overview's figures follow a simulated Stripe purchase and its refund. The
 * figures are site-wide (every spec's members count), so this spec runs with the faults
 * specs, alone, and compares each figure before and after. The plan is this spec's own, so
 * its revenue line is too. Also: the charts' CSV, the old members links, who may open it.
 */
const PLAN = { price: `price_overview_${randomUUID().slice(0, 8)}`, name: 'Overview Monthly' };
/** The Stripe stand-in's default price: 99.00 MYR. */
const AMOUNT = '99.00 MYR';

function target(baseURL: string) {
  const stripe = stripeLocalConfig();
  return { appUrl: baseURL, apiUrl: stripe.apiUrl, webhookSecret: stripe.webhookSecret };
}

function expectAccepted(outcome: Outcome) {
  for (const { event, status, body } of outcome.delivered)
    expect(status, `${event.type} ${event.id}: ${body.slice(0, 200)}`).toBe(200);
}

async function figure(page: Page, label: string): Promise<string> {
  return (await page.locator(`[data-figure="${label}"] dd`).textContent()) ?? '';
}

async function figures(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const planRow = page
    .getByRole('region', { name: 'Revenue per plan, last 30 days' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: PLAN.name, exact: true }) });
  return {
    active: Number(await figure(page, 'Active members')),
    new7: Number(await figure(page, 'New members (7 days)')),
    ended7: Number(await figure(page, 'Ended (7 days)')),
    plan: (await planRow.count())
      ? ((await planRow.getByRole('cell').last().textContent()) ?? '')
      : null,
  };
}

test.beforeAll(async () => {
  await testFirestore()
    .doc(`plans/${PLAN.price}`)
    .set({ name: PLAN.name, courses: ['course-market-basics'], mode: 'subscription' });
});

test.afterAll(async () => {
  await testFirestore().doc(`plans/${PLAN.price}`).delete();
});

test('a simulated purchase raises the figures by one and the revenue by its amount; its refund takes them back', async ({
  page,
  baseURL,
}) => {
  const operator = await freshOperator('overview-operator');
  await openSignedIn(page, operator, '/admin', baseURL!);
  const before = await figures(page);
  expect(before.plan).toBeNull();

  const email = `overview-buyer-${randomUUID().slice(0, 8)}@example.com`;
  expectAccepted(
    await simulatePurchase(target(baseURL!), email, {
      id: PLAN.price,
      mode: 'subscription',
      created: Math.floor(Date.now() / 1000) - 60,
    }),
  );
  const bought = await figures(page);
  expect(bought).toEqual({
    active: before.active + 1,
    new7: before.new7 + 1,
    ended7: before.ended7,
    plan: AMOUNT,
  });

  expectAccepted(await simulateRefund(target(baseURL!), email));
  const refunded = await figures(page);
  expect(refunded).toEqual({
    active: before.active,
    new7: before.new7 + 1,
    ended7: before.ended7 + 1,
    plan: '0.00 MYR',
  });
});

test('the charts, their tables and CSV downloads; axe; 390 px', async ({ page, baseURL }) => {
  const operator = await freshOperator('overview-look');
  await openSignedIn(page, operator, '/admin', baseURL!);
  for (const name of [
    'Active members per day, last 90 days',
    'Active learners per week, last 13 weeks',
    'Course funnel: entitled, started, half, completed',
  ])
    await expect(page.getByRole('img', { name })).toBeVisible();
  // The demo history has revenue in MYR.
  await expect(
    page.getByRole('img', { name: /^Revenue per month and plan.*\(MYR\)$/ }),
  ).toBeVisible();

  const table = page.getByRole('table', { name: 'Active members per day, last 90 days' });
  await page.getByText('Active members per day, last 90 days: the figures as a table').click();
  await expect(table.getByRole('row')).toHaveCount(91);
  const today = new Date().toISOString().slice(0, 10);
  const todayRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: today }) });
  const active = await figure(page, 'Active members');
  await expect(todayRow.getByRole('cell').first()).toHaveText(active);

  const csv = await page.request.get('/admin/export/active-members');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="active-members-/);
  const lines = (await csv.text()).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Day,Active members,Joined,Ended');
  expect(lines).toHaveLength(91);
  expect(lines.at(-1)).toMatch(new RegExp(`^${today},${active},\\d+,\\d+$`));

  const funnel = await (await page.request.get('/admin/export/funnel')).text();
  expect(funnel.split('\r\n')[0]).toBe('Course,Entitled,Started,Half,Completed');
  expect(funnel).toContain('\r\nForex Essentials,');

  expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the members list moved: old links lead there with their query; its CSV keeps the search', async ({
  page,
  baseURL,
}) => {
  const operator = await freshOperator('overview-links');
  await openSignedIn(page, operator, '/admin?q=overview-links', baseURL!);
  await expect(page).toHaveURL(/\/admin\/members\?q=overview-links$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const csv = await page.request.get(
    `/admin/export/members?q=${encodeURIComponent(operator.email.slice(0, 20))}`,
  );
  const lines = (await csv.text()).trimEnd().split('\r\n');
  expect(lines[0]).toBe('email,status,courses,access from,created,last sign-in,language');
  expect(lines.some((line) => line.startsWith(`${operator.email},`))).toBe(true);
  expect(lines.every((line, i) => i === 0 || line.startsWith(operator.email.slice(0, 20)))).toBe(
    true,
  );
});
