import {
  controls,
  DURATION,
  expect,
  isFullscreen,
  openClass,
  PAUSED,
  pausedAt,
  PLAYING,
  slider,
  standIn,
  test,
} from './support/fixtures/video-stand-in';

/** The video player's pointer, touch and control-bar behaviour (stand-in: e2e/support/fixtures). */

test('tap zones: left 20 % back, right 20 % forward, middle toggles play', async ({ page }) => {
  await openClass(page);
  await pausedAt(page, 60);
  const zones = page.getByTestId('video-tap-zones');
  const box = (await zones.boundingBox())!;
  const at = (fraction: number) => ({ x: box.width * fraction, y: box.height / 2 });

  await zones.click({ position: at(0.1) });
  await expect.poll(() => standIn(page).time()).toBeCloseTo(55, 5);
  await expect(page.getByText('\u22125s', { exact: true })).toBeVisible();
  await zones.click({ position: at(0.9) });
  await expect.poll(() => standIn(page).time()).toBeCloseTo(60, 5);
  await expect(page.getByText('+5s', { exact: true })).toBeVisible();
  await zones.click({ position: at(0.5) });
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  await zones.click({ position: at(0.5) });
  await expect.poll(() => standIn(page).state()).toBe(PAUSED);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('taps seek and toggle play', async ({ page }) => {
    await openClass(page);
    await pausedAt(page, 30);
    const box = (await page.getByTestId('video-tap-zones').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.95, box.y + box.height / 2);
    await expect.poll(() => standIn(page).time()).toBeCloseTo(35, 5);
    await page.touchscreen.tap(box.x + box.width * 0.05, box.y + box.height / 2);
    await expect.poll(() => standIn(page).time()).toBeCloseTo(30, 5);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  });
});

test('the speed menu sets each speed on the player, by pointer and by keyboard', async ({
  page,
}) => {
  await openClass(page);
  for (const [label, rate] of [
    ['0.25', 0.25],
    ['0.5', 0.5],
    ['1.5', 1.5],
    ['2.0', 2],
    ['1.0', 1],
  ] as const) {
    await page.getByRole('button', { name: /^Playback speed/ }).click();
    await page.getByRole('menuitemradio', { name: label, exact: true }).click();
    await expect.poll(() => standIn(page).rate()).toBe(rate);
    await expect(
      page.getByRole('button', { name: `Playback speed ${label}`, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
  }

  const trigger = page.getByRole('button', { name: 'Playback speed 1.0', exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: '1.0' })).toBeFocused();
  await expect(page.getByRole('menuitemradio', { name: '1.0' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => standIn(page).rate()).toBe(1.5);
  await expect(page.getByRole('button', { name: 'Playback speed 1.5', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(await standIn(page).state()).not.toBe(PLAYING);
});

test('the progress slider seeks, and the keys still work on it', async ({ page }) => {
  await openClass(page);
  await slider(page).fill('50');
  await expect.poll(() => standIn(page).time()).toBeCloseTo(DURATION / 2, 5);
  await expect(controls(page)).toContainText('1:15 / 2:30');

  await slider(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => standIn(page).time()).toBeCloseTo(80, 5);
  await page.keyboard.press('k');
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
});

test('keys do nothing while typing in a text field', async ({ page }) => {
  await openClass(page);
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Notes');
    document.body.prepend(field);
  });
  const field = page.getByRole('textbox', { name: 'Notes' });
  await field.focus();
  await page.keyboard.type('k s5 fLwj');
  await expect(field).toHaveValue('k s5 fLwj');
  expect(await standIn(page).calls()).toEqual([]);
  expect(await isFullscreen(page)).toBe(false);

  await field.blur();
  await page.keyboard.press('l');
  await expect.poll(() => standIn(page).calls()).toEqual(['seekTo']);
});

test('controls hide after 1 s of playing without movement, return on movement, focus and pause, and stay while a control has keyboard focus', async ({
  page,
}) => {
  await openClass(page);
  const bar = controls(page);
  await page.mouse.move(0, 0);
  await page.keyboard.press('k');
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  await expect(bar).toHaveAttribute('data-state', 'hidden');
  await expect(bar).toHaveCSS('opacity', '0');

  const box = (await page.getByTestId('video-tap-zones').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(bar).toHaveAttribute('data-state', 'shown');
  await expect(bar).toHaveCSS('opacity', '1');
  await expect(bar).toHaveAttribute('data-state', 'hidden');

  // A control the keyboard is on stays in view past the second; once focus leaves, they hide.
  await page.getByRole('button', { name: 'Pause', exact: true }).focus();
  await expect(bar).toHaveAttribute('data-state', 'shown');
  await page.waitForTimeout(1500);
  await expect(bar).toHaveAttribute('data-state', 'shown');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(bar).toHaveAttribute('data-state', 'hidden');

  await page.keyboard.press('s');
  await expect.poll(() => standIn(page).state()).toBe(PAUSED);
  await expect(bar).toHaveAttribute('data-state', 'shown');
});
