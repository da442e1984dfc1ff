import { expect, test, type Page } from '@playwright/test';
import { MEMBER, OPERATOR, signIn } from './support';
import { openSignedIn } from './support/members';

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
  await openSignedIn(page, OPERATOR);
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

type Probe = { __injected?: boolean; __handler?: boolean };

/**
 * Loads `path` as a stored or reflected XSS would leave it: a script and an inline event
 * handler in the server's HTML, without the nonce (the response's own headers kept); then
 * tries a DOM-based one, an inline handler set through innerHTML. Says what ran.
 */
async function attack(page: Page, path: string) {
  const url = new RegExp(`${path.replace(/[?]/g, '\\?')}$`);
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = true</script><img src="/no-such-image" onerror="window.__handler = true"></body>',
    );
    await route.fulfill({ response, body });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.unroute(url);
  const served = await page.evaluate(() => {
    const { __injected, __handler } = window as unknown as Probe;
    return { __injected, __handler };
  });
  const domBased = await page.evaluate(async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/no-such-image" onerror="window.__handler = true">',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    return (window as unknown as Probe).__handler === true;
  });
  return { ...served, domBased };
}

const NOTHING_RAN = { __injected: undefined, __handler: undefined, domBased: false };

test('an injected inline script does not run on /home, and the page still works', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await openSignedIn(page, MEMBER);
  const classPage = '/home?course=course-candlesticks&class=class-candlesticks-2';
  expect(await attack(page, classPage)).toEqual(NOTHING_RAN);
  expect(violations.length).toBeGreaterThanOrEqual(3);

  // The page works: the class shows, and its material downloads from the Contentful
  // (stand-in) asset host.
  violations.length = 0;
  await page.goto(classPage);
  await expect(page.getByRole('main').locator('h2, h3').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Candle Anatomy' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('candle-anatomy.pdf');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('an injected inline script does not run on /admin, and the console still works', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await openSignedIn(page, OPERATOR);
  expect(await attack(page, '/admin')).toEqual(NOTHING_RAN);
  expect(violations.length).toBeGreaterThanOrEqual(3);

  // The console works: it navigates in the browser.
  violations.length = 0;
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Inbox', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
