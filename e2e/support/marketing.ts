import { expect, type BrowserContext, type Locator } from '@playwright/test';
import { getPaymentLinkUrl } from '../../lib/env';
import { site, type VideoId } from '../../lib/site';
import { englishCatalogue } from './catalogue';

export { site };

/** A testimonial video's English title, as the unprefixed pages show it. */
const enSite = englishCatalogue('site');
export const videoTitle = (id: VideoId): string => enSite.videos[id];

/** Where Subscribe Now points in the build under test: the same variables, read the same way. */
export const paymentLinkUrl = getPaymentLinkUrl({ ...process.env });

/** Answers external URLs locally, so a new tab opened by a link has somewhere to land offline. */
export async function stubExternal(context: BrowserContext) {
  await context.route(/^https:\/\/([a-z-]+\.)*example\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
  await context.route(/youtube(-nocookie)?\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  );
}

/** A link that opens `href` in a new tab without an opener. */
export async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
}
