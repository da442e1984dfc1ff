import {
  CLASS_PATH,
  controls,
  DURATION,
  ENDED,
  expect,
  isFullscreen,
  openClass,
  PAUSED,
  pausedAt,
  PLAYING,
  slider,
  standIn,
  test,
  VIDEO_ID,
  type StandInWindow,
} from './support/fixtures/video-stand-in';

/** The video player: loading, keys, fullscreen, the end and errors (see e2e/support/fixtures). */

test('shows the thumbnail and a loading state, then the player with its options', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as StandInWindow).__ytStandInHoldReady = true;
  });
  await page.goto(CLASS_PATH);
  const thumbnail = page.locator(`img[src="https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg"]`);
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await expect(page.getByRole('status').filter({ hasText: 'Loading video' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);

  await page.evaluate(() => (window as unknown as StandInWindow).__ytStandIn.release());
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading video' })).toHaveCount(0);
  await expect(thumbnail).toBeVisible();
  await expect(controls(page)).toContainText('0:00 / 2:30');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page.locator(`iframe[data-yt-stand-in="${VIDEO_ID}"]`)).toHaveAttribute(
    'title',
    title ?? '',
  );
  const vars = await page.evaluate(() =>
    (window as unknown as StandInWindow).__ytStandIn.playerVars(),
  );
  expect(vars).toMatchObject({
    autoplay: 0,
    controls: 0,
    disablekb: 1,
    loop: 1,
    playlist: VIDEO_ID,
    playsinline: 1,
    rel: 0,
  });
  expect(await standIn(page).calls()).not.toContain('playVideo');

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  await expect(thumbnail).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
});

test('Space, K and S toggle play, and Space does not scroll the page', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 420 });
  await openClass(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight),
  ).toBe(true);
  const scrollY = () => page.evaluate(() => window.scrollY);
  expect(await scrollY()).toBe(0);

  for (const [key, state] of [
    ['Space', PLAYING],
    ['k', PAUSED],
    ['K', PLAYING],
    ['s', PAUSED],
    ['S', PLAYING],
    ['Space', PAUSED],
  ] as const) {
    await page.keyboard.press(key);
    await expect.poll(() => standIn(page).state(), `after ${key}`).toBe(state);
  }
  expect(await scrollY()).toBe(0);
});

test('Space on a focused control presses it and leaves the video alone', async ({ page }) => {
  await openClass(page);
  const speed = page.getByRole('button', { name: 'Playback speed 1.0', exact: true });
  await speed.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('menuitemradio', { name: '1.0' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(speed).toBeFocused();
  await page.getByRole('button', { name: 'Fullscreen', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => isFullscreen(page)).toBe(true);
  await page.getByRole('button', { name: 'Exit fullscreen', exact: true }).click();
  await expect.poll(() => isFullscreen(page)).toBe(false);
  expect(await standIn(page).state()).not.toBe(PLAYING);
  expect(await standIn(page).calls()).not.toContain('playVideo');
});

test('J, A and Left go back 5 s, L, D and Right forward, each with the jump indicator', async ({
  page,
}) => {
  await openClass(page);
  await pausedAt(page, 60);
  for (const [key, seconds, indicator] of [
    ['l', 65, '+5s'],
    ['D', 70, '+5s'],
    ['ArrowRight', 75, '+5s'],
    ['j', 70, '\u22125s'],
    ['A', 65, '\u22125s'],
    ['ArrowLeft', 60, '\u22125s'],
  ] as const) {
    await page.keyboard.press(key);
    await expect.poll(() => standIn(page).time(), `after ${key}`).toBeCloseTo(seconds, 5);
    await expect(page.getByText(indicator, { exact: true })).toBeVisible();
  }
  // The indicator stays 1 s after the last seek, then goes.
  await expect(page.getByText('\u22125s', { exact: true })).toBeHidden({ timeout: 3000 });

  await pausedAt(page, 2);
  await page.keyboard.press('j');
  await expect.poll(() => standIn(page).time()).toBe(0);
});

test('digits 0–9 jump to 0–90 % of the video', async ({ page }) => {
  await openClass(page);
  for (const digit of [5, 0, 9, 1, 2, 3, 4, 6, 7, 8]) {
    await page.keyboard.press(String(digit));
    await expect.poll(() => standIn(page).time(), `after ${digit}`).toBeCloseTo(digit * 15, 5);
    await expect(slider(page)).toHaveValue(String(digit * 10));
  }
});

test('F and W toggle fullscreen on the player, Escape and the button leave it', async ({
  page,
}) => {
  await openClass(page);
  for (const [key, on] of [
    ['f', true],
    ['F', false],
    ['w', true],
    ['Escape', false],
    ['W', true],
    ['w', false],
  ] as const) {
    await page.keyboard.press(key);
    await expect.poll(() => isFullscreen(page), `after ${key}`).toBe(on);
  }
  await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
  await expect.poll(() => isFullscreen(page)).toBe(true);
  await page.getByRole('button', { name: 'Exit fullscreen', exact: true }).click();
  await expect.poll(() => isFullscreen(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Fullscreen', exact: true })).toBeVisible();
});

test('at the end the progress shows 100', async ({ page }) => {
  await openClass(page);
  await page.keyboard.press('Space');
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  await standIn(page).jumpTo(DURATION - 0.2);
  await expect.poll(() => standIn(page).state()).toBe(ENDED);
  await expect(slider(page)).toHaveValue('100');
  await expect(controls(page)).toContainText('2:30 / 2:30');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('a failing player call is logged, never thrown into the page', async ({ page }) => {
  const errors: string[] = [];
  const logged: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await openClass(page);
  await page.evaluate(() => {
    (window as unknown as StandInWindow).__ytStandIn.player().seekTo = () => {
      throw new Error('stand-in seek failure');
    };
  });
  await page.keyboard.press('l');
  await expect
    .poll(() => logged.some((text) => text.includes('Video control error: seekTo')))
    .toBe(true);
  expect(errors).toEqual([]);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});
