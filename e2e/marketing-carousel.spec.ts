import { expect, test, type Page } from '@playwright/test';
import { CAROUSEL } from '../lib/marketing';
import { site, stubExternal, videoTitle } from './support/marketing';

const counter = (page: Page) => page.getByTestId('carousel-counter');
const section = (page: Page) => page.locator('#member_testimonial');

/** Opens the landing page and scrolls to the carousel, whose code loads as it nears view. */
async function openCarousel(page: Page) {
  await page.goto('/');
  await section(page).scrollIntoViewIfNeeded();
}

/**
 * Opens the carousel with the page's clock under the test's control, stopped once swiper is
 * running: what the slideshow does next happens only in `pastAutoplaySteps`. Answers the
 * name of the slide shown first ("2 / 6": autoplay may have moved before the clock stopped).
 */
async function openCarouselOnStoppedClock(page: Page) {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openCarousel(page);
  await expect(section(page).locator('.swiper')).toHaveClass(/swiper-initialized/);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // Swiper marks the slide it shows first at once; the counter follows it on React's render.
  const shown = await section(page).locator('.swiper-slide-active').getAttribute('aria-label');
  await expect(counter(page)).toHaveText(shown!);
  return shown!;
}

/** Fake time past several autoplay steps at once: a slideshow still running has moved. */
const pastAutoplaySteps = (page: Page) =>
  page.clock.runFor(3 * (CAROUSEL.autoplayDelayMs + CAROUSEL.speedMs));

test.describe('testimonial carousel', () => {
  test.beforeEach(async ({ context }) => {
    await stubExternal(context);
  });

  test('counts 1 / 6 to 6 / 6 and wraps both ways (autoplay off for reduced motion)', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCarousel(page);
    await expect(counter(page)).toHaveText('1 / 6');
    const next = section(page).getByRole('button', { name: 'Next video' });
    for (let n = 2; n <= 6; n++) {
      await next.click();
      await expect(counter(page)).toHaveText(`${n} / 6`);
    }
    await next.click();
    await expect(counter(page)).toHaveText('1 / 6');
    await section(page).getByRole('button', { name: 'Previous video' }).click();
    await expect(counter(page)).toHaveText('6 / 6');
    await expect(section(page).getByRole('button', { name: /Play slideshow/ })).toBeVisible();
  });

  test('only the slides in view take keyboard focus, after Next and Previous too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCarousel(page);
    await expect(section(page).locator('.swiper')).toHaveClass(/swiper-initialized/);
    /** The play buttons Tab can reach, and whether each lies inside the carousel's view. */
    const reachable = () =>
      section(page)
        .locator('.swiper')
        .evaluate((swiper) => {
          const view = swiper.getBoundingClientRect();
          return [...swiper.querySelectorAll('button')]
            .filter((button) => !button.closest('[inert]'))
            .map((button) => {
              const box = button.getBoundingClientRect();
              return box.left >= view.left - 1 && box.right <= view.right + 1;
            });
        });
    await expect.poll(reachable).toEqual([true, true, true]);
    await section(page).getByRole('button', { name: 'Next video' }).click();
    await expect(counter(page)).toHaveText('2 / 6');
    await expect.poll(reachable).toEqual([true, true, true]);
    await section(page).getByRole('button', { name: 'Previous video' }).click();
    await section(page).getByRole('button', { name: 'Previous video' }).click();
    await expect(counter(page)).toHaveText('6 / 6');
    await expect.poll(reachable).toEqual([true, true, true]);
  });

  test('advances on its own when motion is allowed, and can be paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openCarousel(page);
    await expect(counter(page)).not.toHaveText('1 / 6');
    await section(page)
      .getByRole('button', { name: /Pause slideshow/ })
      .click();
    await expect(section(page).getByRole('button', { name: /Play slideshow/ })).toBeVisible();
  });

  test('stops for good once a video plays: its slide stays and its player keeps playing', async ({
    page,
  }) => {
    const shown = await openCarouselOnStoppedClock(page);
    const slide = section(page).getByRole('group', { name: shown, exact: true });
    await slide.getByRole('button', { name: /^Play video/ }).click();
    const player = slide.locator('iframe');
    await expect(player).toBeAttached();
    // The visitor watches: the mouse leaves the carousel and focus leaves the player.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const element = await player.elementHandle();
    const frame = await element!.contentFrame();
    await frame!.evaluate(() => Object.assign(window, { playing: true }));

    await pastAutoplaySteps(page);

    await expect(counter(page)).toHaveText(shown);
    expect(await element!.evaluate((iframe) => iframe.isConnected)).toBe(true);
    // Still the same document: a player moved in the page loads again.
    expect(await frame!.evaluate(() => 'playing' in window)).toBe(true);
    await expect(section(page).getByRole('button', { name: /Play slideshow/ })).toBeDisabled();
  });

  test('waits while keyboard focus is inside, and moves on once it leaves', async ({ page }) => {
    const shown = await openCarouselOnStoppedClock(page);
    await section(page).getByRole('button', { name: 'Next video' }).focus();
    await pastAutoplaySteps(page);
    await expect(counter(page)).toHaveText(shown);
    await expect(section(page).getByRole('button', { name: /Pause slideshow/ })).toBeVisible();

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await pastAutoplaySteps(page);
    await expect(counter(page)).not.toHaveText(shown);
  });

  for (const [width, visible] of [
    [1280, 3],
    [1000, 2],
    [400, 1],
  ] as const) {
    test(`shows ${visible} slide(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openCarousel(page);
      const swiper = section(page).locator('.swiper');
      await expect(swiper).toHaveClass(/swiper-initialized/);
      await expect
        .poll(async () => {
          const box = await swiper.boundingBox();
          const slide = await swiper.locator('.swiper-slide').first().boundingBox();
          return box && slide ? Math.round(box.width / slide.width) : 0;
        })
        .toBe(visible);
    });
  }

  test('names each slide by its place, as a slide, in the page language', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCarousel(page);
    for (let n = 1; n <= 6; n++) {
      const slide = section(page).getByRole('group', { name: `${n} / 6`, exact: true });
      await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    }
    const first = site.testimonials.landingVideos[0]!;
    await expect(
      section(page)
        .getByRole('group', { name: '1 / 6' })
        .getByRole('button', { name: `Play video: ${videoTitle(first)}` }),
    ).toBeAttached();
    await page.goto('/ms');
    await section(page).scrollIntoViewIfNeeded();
    await expect(section(page).getByRole('group', { name: '1 / 6' })).toHaveAttribute(
      'aria-roledescription',
      'slaid',
    );
  });

  test('loads swiper only when the visitor nears the carousel', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(
      section(page).getByText(videoTitle(site.testimonials.landingVideos[0]!)),
    ).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(section(page).locator('.swiper')).toHaveCount(0);
    await section(page).scrollIntoViewIfNeeded();
    await expect(section(page).locator('.swiper')).toHaveClass(/swiper-initialized/);
  });

  test('loads no video player until a poster is clicked', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCarousel(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    const id = site.testimonials.landingVideos[0]!;
    const first = { id, title: videoTitle(id) };
    await page.getByRole('button', { name: `Play video: ${first.title}` }).click();
    const player = section(page).locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute(
      'src',
      new RegExp(`youtube-nocookie\\.com/embed/${first.id}`),
    );
    await expect(player).toHaveAttribute('title', first.title);
    await expect(player).toBeFocused();
  });
});
