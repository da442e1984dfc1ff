import { expect, test, type Page } from '@playwright/test';
import { MEMBER, signIn } from './support';

const PUBLIC_PAGES = [
  '/',
  '/marketing',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/login',
  '/no-such-page',
];

/** Records every CSP violation the page reports, from the event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('every response carries the hardening headers', async ({ request }) => {
  for (const path of [...PUBLIC_PAGES, '/api/session', '/home']) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('no public page logs a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('the members pages log no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, MEMBER);
  for (const path of [
    '/home?course=course-candlesticks&class=class-candlesticks-2',
    '/home?course=course-market-basics&class=class-market-basics-1',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
