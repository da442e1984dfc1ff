import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * `content-visibility: auto` skips painting sections far from the viewport. axe scrolls to each
 * text to read the colours under it, and when it reads before Chromium has painted the section
 * it takes the page's default background: the marketing page's captions then "failed" contrast
 * now and then (axe-core issue #2768, still open). The property changes no colour, so axe sees
 * the page painted whole.
 */
const PAINT_EVERYTHING = '* { content-visibility: visible !important; }';

/**
 * axe's violations on the page once it has settled: rule ids and up to five targets each. A
 * page rendered per request streams its metadata, and React reveals the streamed part and
 * hydrates just after the `load` event; axe caught a members page without its `<title>` in that
 * moment. So axe waits for a title and for the network to go quiet (the page's scripts loaded).
 */
export async function axeViolations(page: Page, { tags }: { tags?: string[] } = {}) {
  await expect(page).toHaveTitle(/\S/);
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({ content: PAINT_EVERYTHING });
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
