import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's violations on the page as it is now: rule ids and up to five targets each. A page
 * rendered per request streams its metadata: the `<title>` reaches the head when React reveals
 * the streamed part, which can be just after the `load` event, so axe waits for it.
 */
export async function axeViolations(page: Page, { tags }: { tags?: string[] } = {}) {
  await expect(page).toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/** At 390 px the page itself does not scroll sideways (wide tables scroll inside their box). */
export async function expectFitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}
