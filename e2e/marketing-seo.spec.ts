import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { testEnv } from '../dev/test-run/env';
import { OPERATOR } from './support';
import { site } from './support/marketing';
import { openSignedIn } from './support/members';

const base = testEnv.SITE_URL;
const ROUTES = ['/', '/marketing', '/contact-us', '/privacy-policy', '/terms-and-conditions'];

for (const path of ROUTES) {
  test(`${path} has a title, description, canonical URL and social cards`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(site.name));
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(path, base).toString().replace(/\/$/, path === '/' ? '' : '/'),
    );
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new URL(site.ogImage.src, base).toString(),
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
  });
}

test('the social card image is served', async ({ request }) => {
  const response = await request.get(site.ogImage.src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('the organisation JSON-LD describes the company', async ({ page }) => {
  await page.goto('/');
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@type': 'Organization',
    name: site.name,
    legalName: site.company.name,
  });
});

test('the pages that ask not to be indexed carry no JSON-LD', async ({ page }) => {
  await openSignedIn(page, OPERATOR);
  for (const path of [
    '/login',
    '/home',
    '/home?course=course-market-basics&class=class-market-basics-1',
    '/admin',
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex/);
    expect(html, path).not.toContain('application/ld+json');
  }
});

test('every marketing and legal page is prerendered at build time, in each language', async ({
  request,
}) => {
  const dist = testEnv.NEXT_DIST_DIR;
  const manifest = JSON.parse(readFileSync(`${dist}/prerender-manifest.json`, 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const prerendered = Object.keys(manifest.routes);
  for (const path of ROUTES) {
    const tail = path === '/' ? '' : path;
    // English is served at its own URL from the /en page (a rewrite, not a redirect).
    for (const route of [`/en${tail}`, `/ms${tail}`, `/zh${tail}`]) {
      expect(prerendered).toContain(route);
    }
    // Served from the build, /ms and /zh too, though proxy.ts runs before those.
    for (const url of [path, `/ms${tail}`, `/zh${tail}`]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect([url, response.status(), response.headers()['x-nextjs-prerender']]).toEqual([
        url,
        200,
        '1',
      ]);
      expect(response.headers()['cache-control']).toContain('s-maxage');
    }
  }
});
