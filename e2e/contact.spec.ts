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
import { expectNewTabLink, paymentLinkUrl, site } from './support/marketing';

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await page.goto('/contact-us');
});

test('shows the top bar, the form with the +60 prefix and hint, and the company panel', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByText(site.name)).toBeVisible();
  await expectNewTabLink(nav.getByRole('link', { name: /Subscribe Now/ }), paymentLinkUrl);
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByText('+60', { exact: true })).toBeVisible();
  // The prefix is read with the hint, so a screen reader hears what the field expects.
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription('+60 e.g. 12-3456789');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
  const company = page.getByRole('region', { name: 'Company Information' });
  for (const value of [
    site.company.name,
    site.company.registration,
    site.company.phone,
    site.company.email,
  ]) {
    await expect(company.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(company).toContainText('Johor Bahru');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /Privacy Policy/ }),
  ).toBeVisible();
});

test('on a 390 px phone the top bar keeps one row in every language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, subscribe] of [
    ['/contact-us', /Subscribe Now/],
    ['/ms/contact-us', /Langgan Sekarang/],
    ['/zh/contact-us', /立即订阅/],
  ] as const) {
    await page.goto(path);
    const link = page.getByRole('navigation').first().getByRole('link', { name: subscribe });
    // One line of text: its box is its padding, borders and a single line-height.
    const { height, oneLine } = await link.evaluate((el) => {
      const style = getComputedStyle(el);
      const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth']
        .map((side) => parseFloat(style[side as 'paddingTop']))
        .reduce((a, b) => a + b, 0);
      return {
        height: el.getBoundingClientRect().height,
        oneLine: frame + parseFloat(style.lineHeight),
      };
    });
    expect(height, `${path}: the button wraps`).toBeLessThanOrEqual(oneLine + 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(390);
  }
});

test('a valid message is stored, forwarded, acknowledged and cleared', async ({
  page,
  request,
}) => {
  // Typed as visitors do, with the country code the field's prefix already shows.
  const message = { ...uniqueMessage(), phone: '+60 12-3456789' };
  await fillContactForm(page, message);
  // Hold the server action's answer so the sending state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/contact-us', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await send(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sending...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expectCleared(page);

  const stored = await storedMessages(message.subject);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ ...message, phone: '12-3456789', forwardStatus: 'sent' });
  expect(stored[0]?.createdAt?.toDate()).toBeInstanceOf(Date);
  const submissions = (await (await request.get(`${formsControl()}/submissions`)).json()) as Array<{
    fields: Record<string, string>;
  }>;
  expect(submissions.some((s) => s.fields['entry.1000004'] === message.subject)).toBe(true);
});

test('invalid input names the failing field and keeps what was typed', async ({ page }) => {
  const message = { ...uniqueMessage(), phone: 'call me maybe' };
  await fillContactForm(page, message);
  await send(page);
  await expect(page.getByText('Please check: Phone Number')).toBeVisible();
  const phone = page.getByLabel('Phone Number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Phone Number may contain only digits, spaces and dashes'),
  ).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue(message.subject);
  expect(await storedMessages(message.subject)).toHaveLength(0);
});

test('the browser refuses an empty form before anything is sent', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST') posted = true;
  });
  await send(page);
  await expect(page.getByLabel('Full Name')).toBeFocused();
  expect(
    await page.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
  expect(posted).toBe(false);
});

test('a filled honeypot is refused like any failure and nothing is stored', async ({ page }) => {
  const message = uniqueMessage();
  await fillContactForm(page, message);
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await send(page);
  await expect(page.getByText('Failed to send message. Please try again later.')).toBeVisible();
  expect(await storedMessages(message.subject)).toHaveLength(0);
});
