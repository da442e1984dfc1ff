import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../dev/test-run/chromium';

const IFRAME_API = readFileSync('e2e/support/fixtures/youtube-iframe-api.js');
const THUMBNAIL = readFileSync('e2e/support/fixtures/youtube-thumbnail.png');

/**
 * Watches a class for `seconds` in a real browser (YouTube replaced by the e2e stand-in) and
 * counts the progress writes the player makes: the cost of watching in Firestore writes.
 */
export async function progressWritesPerMinute(options: {
  origin: string;
  cookie: string;
  classPath: string;
  seconds: number;
}): Promise<{ writes: number; minutes: number; perMinute: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext();
    const [name, value] = options.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: options.origin }]);
    await context.route(/youtube\.com|ytimg\.com/, (route) =>
      route.request().url().includes('/iframe_api')
        ? route.fulfill({ contentType: 'text/javascript', body: IFRAME_API })
        : route.fulfill({ contentType: 'image/png', body: THUMBNAIL }),
    );
    const page = await context.newPage();
    let writes = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/api/progress') && response.status() === 204) writes += 1;
    });
    await page.goto(`${options.origin}${options.classPath}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForTimeout(options.seconds * 1000);
    return { writes, minutes: options.seconds / 60, perMinute: writes / (options.seconds / 60) };
  } finally {
    await browser.close();
  }
}
