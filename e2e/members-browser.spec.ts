import { expect, test } from '@playwright/test';
import { EMPTY_MEMBER, MEMBER, NO_RECORD_MEMBER } from './support';
import { openSignedIn } from './support/members';

test.describe('the course browser', () => {
  test.beforeEach(async ({ page }) => openSignedIn(page, MEMBER));

  test('groups courses by category in order, with fallback titles', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Courses' });
    const groups = nav.getByRole('region');
    await expect(groups).toHaveCount(4);
    await expect(groups.locator('h3')).toHaveText([
      'Uncategorized',
      'Trading Foundations',
      'Technical Analysis',
      'Risk & Psychology',
    ]);
    await expect(
      nav.getByRole('region', { name: 'Trading Foundations' }).getByRole('link'),
    ).toHaveText(['How Markets Move', 'Forex Essentials']);
    await expect(
      nav.getByRole('region', { name: 'Technical Analysis' }).getByRole('link'),
    ).toHaveText(['Support and Resistance', 'Reading Candlesticks', 'Untitled Course']);
    await expect(nav.getByRole('link', { name: 'Risk Management Rules' })).toHaveCount(0);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Please select a course from the list to get started.',
      }),
    ).toBeVisible();
  });

  test('course → classes → class view, then close the class list', async ({ page }) => {
    await page.getByRole('link', { name: 'How Markets Move' }).click();
    await expect(page).toHaveURL(/course=course-market-basics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How Markets Move' })).toBeVisible();
    const classes = page.getByRole('navigation', { name: 'Classes' });
    await expect(classes).toBeVisible();
    const firstClass = classes.getByRole('list').getByRole('link').first();
    const firstTitle = (await firstClass.textContent())!;
    await firstClass.click();
    await expect(page).toHaveURL(/class=class-market-basics-/);
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await expect(firstClass).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Close class list' }).click();
    await expect(page.getByRole('navigation', { name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'How Markets Move' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'How Markets Move' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a course without description or image says so', async ({ page }) => {
    await page.getByRole('link', { name: 'The Trading Mindset' }).click();
    await expect(page.getByText('No description provided')).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
  });

  test('deep links, reloads and the back button keep the place', async ({ page }) => {
    await page.goto('/home?course=course-candlesticks');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reading Candlesticks' }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Classes' })
      .getByRole('list')
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/class=/);
    const classTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await page.reload();
    // The reload rendered the same class from the URL alone.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(classTitle!);
    await expect(
      page.getByRole('navigation', { name: 'Classes' }).locator('[aria-current="page"]'),
    ).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/home\?course=course-candlesticks$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reading Candlesticks' }),
    ).toBeVisible();
  });

  test('a foreign or unknown course id reveals nothing', async ({ page }) => {
    for (const id of ['course-risk-management', 'no-such-course', '<script>']) {
      const response = await page.goto(
        `/home?course=${encodeURIComponent(id)}&class=class-risk-management-1`,
      );
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Please select a course from the list to get started.',
        }),
      ).toBeVisible();
      const html = await page.content();
      expect(html).not.toContain('Risk Management Rules');
    }
  });

  test('F12 is blocked on the members page', async ({ page }) => {
    const pressF12 = () =>
      page.evaluate(() => {
        const event = new KeyboardEvent('keydown', { key: 'F12', cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    // The listener attaches on hydration; poll until the page is interactive.
    await expect.poll(pressF12).toBe(true);
    await page.goto('/');
    expect(await pressF12()).toBe(false);
  });
});

test('a member without a record and a member with [] see an empty list', async ({ browser }) => {
  for (const member of [EMPTY_MEMBER, NO_RECORD_MEMBER]) {
    const page = await (await browser.newContext()).newPage();
    await openSignedIn(page, member);
    await expect(page.getByText('No courses are available to you yet.')).toBeVisible();
    await page.context().close();
  }
});

test('the drawer at 390×844 opens from Menu and Choose Now', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openSignedIn(page, MEMBER);
  const sidebar = page.locator('#members-sidebar');
  await expect(sidebar).not.toBeInViewport();
  // Closed, it is out of the tab order and the accessibility tree, not just off-screen.
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Choose Now' }).click();
  await expect(sidebar).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.getByRole('link', { name: 'Forex Essentials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forex Essentials' })).toBeVisible();
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Classes' })).toBeInViewport();
  await context.close();
});
