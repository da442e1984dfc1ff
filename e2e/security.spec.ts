import { expect, test, type Page } from '@playwright/test';
import { MEMBER, OPERATOR, signIn } from './support';

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

const scriptSrc = (policy: string | undefined) =>
  policy?.split('; ').find((d) => d.startsWith('script-src ')) ?? '';

/** What the dynamic page `path` was served with: its policy's nonce, and its script tags. */
async function served(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const policy = response.headers()['content-security-policy'];
  const html = await response.text();
  return {
    script: scriptSrc(policy),
    nonce: /'nonce-([^']+)'/.exec(policy ?? '')?.[1],
    // Executable scripts only: a JSON-LD data block is never run, so it needs no nonce.
    scripts: [...html.matchAll(/<script\b[^>]*>/g)]
      .map((tag) => tag[0])
      .filter((tag) => !tag.includes('type="application/ld+json"')),
  };
}

test('the pages rendered per request allow only scripts with their own nonce', async ({ page }) => {
  await signIn(page, OPERATOR);
  const nonces = new Set<string>();
  for (const path of ['/home', '/admin', '/admin/inbox', '/login']) {
    const { script, nonce, scripts } = await served(page, path);
    expect(script, path).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(script, path).not.toContain("'unsafe-inline'");
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    nonces.add(nonce!);
  }
  // A new nonce for every response.
  expect(nonces.size).toBe(4);
});

test('an injected inline script does not run on /home or /admin, and the pages still work', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await signIn(page, OPERATOR);
  for (const path of ['/home', '/admin']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // What an XSS would do: an inline script written into the page, without the nonce.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, path).toBe(false);
  }
  expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
  violations.length = 0;

  // The pages work: the console navigates in the browser, and a class opens with its
  // material, downloaded from the Contentful (stand-in) asset host.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Inbox', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await page.goto('/home?course=course-candlesticks&class=class-candlesticks-2');
  await expect(page.getByRole('main').locator('h2, h3').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Candle Anatomy' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('candle-anatomy.pdf');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
