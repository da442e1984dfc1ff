import { expect, type Locator, type Page } from '@playwright/test';
import { testEnv } from '../../dev/test-run/env';

export const MEMBER = { email: 'member@example.com', password: 'Demo-Password-1' };
export const EMPTY_MEMBER = { email: 'empty@example.com', password: 'Demo-Password-2' };
export const NO_RECORD_MEMBER = { email: 'norecord@example.com', password: 'Demo-Password-3' };
export const RISK_MEMBER = { email: 'risk@example.com', password: 'Demo-Password-4' };
export const OPERATOR = { email: 'operator@example.com', password: 'Demo-Operator-5' };

export const contentfulControl = () => `${testEnv.CONTENTFUL_HOST}/__control`;

/** Signs in through the real form, as a member would. */
export async function signIn(
  page: Page,
  member: { email: string; password: string },
  path = '/login',
) {
  await page.goto(path);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home/);
}

/** The test stack's Auth emulator, as the app reaches it. */
export const authEmulatorHost = () => testEnv.FIREBASE_AUTH_EMULATOR_HOST;

/**
 * Waits until React has hydrated the element: its event handlers are attached only then
 * (React DOM keeps a hydrated node's props under a `__reactProps$` key), so a click before
 * that gets the browser's default instead of the component's own behaviour.
 */
export async function whenHydrated(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

/**
 * Scrolls the element into view and waits until it stays put. The landing page's sections
 * below the fold are laid out only as they near the viewport (`content-visibility: auto`),
 * so a scroll to the footer moves it again once those sections take their real height, and a
 * click aimed before that lands beside its target.
 */
export async function scrollIntoViewSettled(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await element.boundingBox());
      const settled = box === last;
      last = box;
      return settled;
    })
    .toBe(true);
}

/**
 * Opens the members' header menu, where a members' page keeps its secondary links (Live,
 * Notes, Notifications, Settings, Console, the language, Logout). Clicked again until it
 * says it is open: a click before hydration does nothing.
 */
export async function openMembersMenu(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: /^More(, \d+ unread)?$/ });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}
