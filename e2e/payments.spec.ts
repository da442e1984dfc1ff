import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { waitForNewPasswordLink } from '../dev/stand-ins/auth-oob-codes';
import {
  simulateChange,
  simulatePurchase,
  stripeLocalConfig,
  type Outcome,
} from '../dev/stand-ins/stripe';
import { LOCAL_STACK } from '../lib/env';
import { authEmulatorHost, signIn } from './support';
import { testFirestore } from './support/firestore';
import { membersCli } from './support/members';

/**
 * Payments end to end, as a member meets them: a simulated Stripe purchase makes an account
 * with the plan's courses, the welcome e-mail's link sets a password, and a cancellation
 * withdraws the plan's courses at the next page load while the member's manual grant stays.
 */
const projectId = process.env.FIREBASE_PROJECT_ID ?? LOCAL_STACK.projectId;
const PLAN = {
  price: `price_e2e_${randomUUID().slice(0, 8)}`,
  name: 'E2E Foundations',
  courses: ['course-market-basics', 'course-candlesticks'],
};
const MANUAL_COURSE = 'course-risk-management';

function target(baseURL: string) {
  const stripe = stripeLocalConfig();
  return { appUrl: baseURL, apiUrl: stripe.apiUrl, webhookSecret: stripe.webhookSecret };
}

function expectAccepted(outcome: Outcome) {
  for (const { event, status, body } of outcome.delivered)
    expect(status, `${event.type} ${event.id}: ${body.slice(0, 200)}`).toBe(200);
}

/** The course ids the members area lists, from its course links. */
async function listedCourses(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href*="/home?course="]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = hrefs.map((href) => new URL(href, 'http://x').searchParams.get('course') ?? '');
  return [...new Set(ids)].sort();
}

test.beforeAll(async () => {
  await testFirestore()
    .doc(`plans/${PLAN.price}`)
    .set({ name: PLAN.name, courses: PLAN.courses, mode: 'subscription' });
});

test.afterAll(async () => {
  await testFirestore().doc(`plans/${PLAN.price}`).delete();
});

test('a purchase becomes an account with the plan’s courses; a cancellation takes them, not the manual grant', async ({
  page,
  baseURL,
}) => {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Pw-${randomUUID()}`;

  // The buyer pays (typing the address in capitals); Stripe's events reach the webhook.
  const purchase = await simulatePurchase(target(baseURL!), email.toUpperCase(), {
    id: PLAN.price,
    mode: 'subscription',
    created: Math.floor(Date.now() / 1000) - 60,
  });
  expect(purchase.delivered.map((d) => d.event.type)).toEqual([
    'checkout.session.completed',
    'invoice.paid',
  ]);
  expectAccepted(purchase);

  // The welcome e-mail: Firebase's set-password (reset) e-mail. Locally its link opens the
  // Auth emulator's action handler, which takes the new password in the URL.
  const link = await waitForNewPasswordLink(authEmulatorHost(), projectId, email, 0, 10_000);
  expect(link, 'a set-password e-mail was sent').toBeTruthy();
  expect(link).toContain('mode=resetPassword');
  await page.goto(`${link}&newPassword=${encodeURIComponent(password)}`);
  await expect(page.getByText('The password has been successfully updated.')).toBeVisible();

  // An operator also grants a course by hand.
  const granted = await membersCli('grant', email, MANUAL_COURSE);
  expect(granted.code, granted.output).toBe(0);

  await signIn(page, { email, password });
  await expect.poll(() => listedCourses(page)).toEqual([...PLAN.courses, MANUAL_COURSE].sort());

  const cancelled = await simulateChange(target(baseURL!), 'cancel', email);
  expect(cancelled.delivered.map((d) => d.event.type)).toEqual(['customer.subscription.deleted']);
  expectAccepted(cancelled);

  // The next page load shows none of the plan's courses, and the manual grant stays.
  await page.reload();
  await expect(page).toHaveURL(/\/home/);
  expect(await listedCourses(page)).toEqual([MANUAL_COURSE]);
  // Opening a plan course by its address selects nothing either.
  await page.goto(`/home?course=${PLAN.courses[0]}`);
  expect(await listedCourses(page)).toEqual([MANUAL_COURSE]);
});
