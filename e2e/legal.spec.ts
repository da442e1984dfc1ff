import { expect, test } from '@playwright/test';
import { scrollIntoViewSettled, whenHydrated } from './support';

test('the terms show the date and all docs/product.md#legal-pages lists', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last Updated: April 1, 2025')).toBeVisible();
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  for (const topic of [
    /ownership/i,
    /Changes/,
    /Intellectual property and your licence/,
    /Acceptable use/,
    /E-commerce and payments/,
    /Refunds/,
    /liability/i,
    /Indemnification/,
    /External links/,
    /Account security/,
    /Community features/,
    /termination/i,
    /Governing law/,
    /DMCA/,
    /not financial advice/,
  ]) {
    await expect(headings.filter({ hasText: topic })).toHaveCount(1);
  }
  const main = page.getByRole('main');
  await expect(main).toContainText('generally non-refundable');
  await expect(main).toContainText('case by case');
  await expect(main).toContainText('within 7-14 business days');
  await expect(main).toContainText('laws of Malaysia');
  await expect(main).toContainText('courts of Johor Bahru');
});

test('the privacy policy covers the contact form, cookies and the visitor’s rights', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  for (const topic of [/Data we collect/, /contact form/, /Cookies/, /Your rights/, /Contact/]) {
    await expect(headings.filter({ hasText: topic }).first()).toBeVisible();
  }
});

test('close goes back to the page the visitor came from', async ({ page }) => {
  await page.goto('/contact-us');
  await page.goto('/privacy-policy');
  const close = page.getByRole('link', { name: 'Close' });
  await whenHydrated(close);
  await close.click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test('close goes home when the page was opened on its own (a new tab)', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  const close = page.getByRole('link', { name: 'Close' });
  await whenHydrated(close);
  await close.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'LEARN AND ENHANCE TRADING SKILLS',
  );
});

test('a legal link in the footer opens the page in a new tab, whose close button goes home', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const terms = page.getByRole('contentinfo').getByRole('link', { name: /Terms and Conditions/ });
  await scrollIntoViewSettled(terms);
  const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
  await expect(tab).toHaveURL(/\/terms-and-conditions$/);
  // Not waiting for hydration: a click that comes first follows the link home.
  await tab.getByRole('link', { name: 'Close' }).click();
  await expect(tab).toHaveURL(/\/$/);
});

test('close is a link home, so it works before the page is hydrated', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ms/privacy-policy');
  await page.getByRole('link', { name: 'Tutup' }).click();
  await expect(page).toHaveURL(/\/ms$/);
  await context.close();
});
