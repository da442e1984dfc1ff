import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { MEMBER } from './support';
import { openSignedIn } from './support/members';

test.beforeEach(async ({ page }) => openSignedIn(page, MEMBER));

test('a class without a video or a title says so, and an untitled material is "Material"', async ({
  page,
}) => {
  await page.goto('/home?course=course-market-basics&class=class-market-basics-3');
  await expect(page.getByText('No video available for this class')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Material' })).toBeVisible();

  await page.goto('/home?course=course-untitled&class=class-untitled-2');
  await expect(page.getByRole('heading', { level: 1, name: 'Untitled Class' })).toBeVisible();
  await expect(page.getByText('No content available')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Classes' }).getByRole('link', { name: 'Untitled Class' }),
  ).toBeVisible();
});

test('a non-YouTube link counts as no video', async ({ page }) => {
  await page.goto('/home?course=course-support-resistance&class=class-support-resistance-5');
  await expect(page.getByText('No video available for this class')).toBeVisible();
});

test('rich text renders headings, lists, links and embedded images', async ({ page }) => {
  await page.goto('/home?course=course-candlesticks&class=class-candlesticks-2');
  const article = page.getByRole('main');
  await expect(article.locator('h2, h3').first()).toBeVisible();
  await expect(article.locator('ul li').first()).toBeVisible();
  await expect(article.locator('ol li').first()).toBeVisible();
  await expect(article.locator('strong, b').first()).toBeVisible();
  const link = article.locator('a[target="_blank"]').first();
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
  await expect(article.locator('figure img')).toBeVisible();
});

test('a material downloads under its own file name', async ({ page }) => {
  await page.goto('/home?course=course-candlesticks&class=class-candlesticks-2');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Candle Anatomy' }).click(),
  ]);
  // The name the file has in Contentful, not the asset id or the route's path.
  expect(download.suggestedFilename()).toBe('candle-anatomy.pdf');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('materials of foreign courses and unknown ids are not served', async ({ page }) => {
  for (const id of ['material-position-size', 'material-risk-checklist', 'no-such-asset']) {
    const response = await page.request.get(`/api/materials/${id}`);
    expect(response.status()).toBe(404);
  }
});
