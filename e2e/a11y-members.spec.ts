import { expect, test } from '@playwright/test';
import { MEMBER } from './support';
import { axeViolations } from './support/a11y';
import { openSignedIn } from './support/members';

test('axe finds no violation on /login', async ({ page }) => {
  await page.goto('/login');
  expect(await axeViolations(page)).toEqual([]);
});

// One test per page, so each stays short and they spread over the workers.
for (const path of [
  '/home',
  '/home?course=course-candlesticks',
  '/home?course=course-candlesticks&class=class-candlesticks-2',
]) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await openSignedIn(page, MEMBER, path);
    // /home's "Please select a course" is its h1 too; the text alone would also match Next's
    // route announcer, which repeats the title after the page refreshes itself.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  });
}

// Every members' page: the skip link is the first tab stop and takes focus past the header.
for (const path of [
  '/home',
  '/home?course=course-candlesticks&class=class-candlesticks-2',
  '/home/live',
  '/home/notes',
  '/home/search?q=candle',
  '/home/community',
  '/home/community/guideline',
  '/home/journal',
  '/home/journal/import',
  '/home/announcements',
  '/home/settings',
]) {
  test(`${path} has one h1, a main landmark and a working skip link`, async ({ page }) => {
    await openSignedIn(page, MEMBER, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveAttribute('id', 'main');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
}
