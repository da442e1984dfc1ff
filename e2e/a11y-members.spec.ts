import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MEMBER, signIn } from './support';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

test('axe finds no violation on /login', async ({ page }) => {
  await page.goto('/login');
  expect(await violations(page)).toEqual([]);
});

test('axe finds no violation in the members area', async ({ page }) => {
  // Three pages under axe, each now with the dashboard or the notes beside the class.
  test.slow();
  await signIn(page, MEMBER);
  for (const path of [
    '/home',
    '/home?course=course-candlesticks',
    '/home?course=course-candlesticks&class=class-candlesticks-2',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1 }).or(page.getByText('Please select a course')),
    ).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});
