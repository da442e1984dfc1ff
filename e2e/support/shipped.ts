import type { Page, Response } from '@playwright/test';

/**
 * What a page sends the browser, as one text: its HTML (the RSC payload inline) and every
 * script it loads until the network is idle. Give it a page of a fresh browser context, so
 * no script comes from the cache unseen.
 */
export async function shippedText(page: Page, path: string): Promise<string> {
  const scripts: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', onResponse);
  try {
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');
    return [await response!.text(), ...(await Promise.all(scripts))].join('\n');
  } finally {
    page.off('response', onResponse);
  }
}
