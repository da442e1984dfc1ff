import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/a11y';

/**
 * The testimonial carousel's code loads as the visitor nears it. axe scrolls through the page,
 * so without this it would read the section while the carousel replaces its still row; this
 * way axe checks the carousel itself, as a visitor who scrolls sees it.
 */
async function loadTestimonialCarousel(page: Page) {
  const section = page.locator('#member_testimonial');
  if ((await section.count()) === 0) return;
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.testimonial-swiper')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

const PAGES = [
  '/',
  '/marketing',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await loadTestimonialCarousel(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${path} has one h1, a main landmark and a working skip link`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveAttribute('id', 'main');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });
}

test('focus is visible on the landing page controls', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return getComputedStyle(el).outlineStyle;
  });
  expect(outline).not.toBe('none');
});

test('animations stop when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const ring = page.locator('a[data-motion="spin"] > span').first();
  await expect(ring).toHaveCSS('animation-name', 'none');
});
