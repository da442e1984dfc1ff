import { expect, test } from '@playwright/test';
import { testEnv } from '../dev/test-run/env';
import { catalogue } from './support/catalogue';
import { freshMember, signInCookie } from './support/members';
import { shippedText } from './support/shipped';

const base = testEnv.SITE_URL;
const absolute = (path: string) =>
  new URL(path, base).toString().replace(/\/$/, path === '/' ? '' : '/');
const PAGES = ['/', '/marketing', '/contact-us', '/privacy-policy', '/terms-and-conditions'];
const LANGUAGES = [
  { prefix: '', lang: 'en' },
  { prefix: '/ms', lang: 'ms' },
  { prefix: '/zh', lang: 'zh-Hans' },
];
const inLanguage = (prefix: string, path: string) =>
  prefix ? `${prefix}${path === '/' ? '' : path}` : path;

for (const { prefix, lang } of LANGUAGES) {
  test(`the public pages in ${lang}: their language, no cookie, every alternate`, async ({
    request,
  }) => {
    for (const path of PAGES) {
      const url = inLanguage(prefix, path);
      const response = await request.get(url, { maxRedirects: 0 });
      expect([url, response.status()]).toEqual([url, 200]);
      expect(response.headers()['set-cookie']).toBeUndefined();
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      for (const [hreflang, other] of [
        ['en', path],
        ['ms', inLanguage('/ms', path)],
        ['zh-Hans', inLanguage('/zh', path)],
        ['x-default', path],
      ]) {
        expect(html).toContain(
          `<link rel="alternate" hrefLang="${hreflang}" href="${absolute(other!)}"/>`,
        );
      }
      expect(html).toContain(`<link rel="canonical" href="${absolute(url)}"/>`);
    }
  });
}

test('a missing page under a language is a 404 in that language; /en leads to the English URL', async ({
  request,
}) => {
  for (const [url, language, lang] of [
    ['/ms/no-such-page', 'ms', 'ms'],
    ['/zh/no/such/page', 'zh', 'zh-Hans'],
    // Beside a page, which the proxy leaves to the build's cache.
    ['/ms/marketing-plan', 'ms', 'ms'],
    ['/zh/contact-us/more', 'zh', 'zh-Hans'],
    ['/no-such-page', 'en', 'en'],
    ['/ms-no-such-page', 'en', 'en'],
  ] as const) {
    const response = await request.get(url);
    expect([url, response.status()]).toEqual([url, 404]);
    const html = await response.text();
    const { notFound } = catalogue(language, 'common');
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<title>${notFound.title}</title>`);
    expect(html).toContain(notFound.text);
    expect(html).toContain(`href="${language === 'en' ? '/' : `/${language}`}"`);
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
  const en = await request.get('/en/marketing', { maxRedirects: 0 });
  expect(en.status()).toBe(308);
  expect(en.headers().location).toBe('/marketing');
});

test('the switcher leads to the same page in each language, and /login opens in the last one', async ({
  page,
}) => {
  await page.goto('/marketing');
  const switcher = page.getByRole('navigation', { name: 'Language' });
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  await switcher.getByRole('link', { name: 'Bahasa Melayu' }).click();
  await expect(page).toHaveURL(/\/ms\/marketing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await page
    .getByRole('navigation', { name: 'Bahasa' })
    .getByRole('link', { name: '中文' })
    .click();
  await expect(page).toHaveURL(/\/zh\/marketing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
});

test('/login follows Accept-Language before any choice', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ms-MY' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await context.close();
});

test("a member's choice is saved on their record and follows them to a new browser", async ({
  browser,
  baseURL,
}) => {
  const member = await freshMember([], 'language');
  const first = await browser.newContext();
  const cookie = await signInCookie(member, baseURL!);
  const [name, value] = cookie.split(';')[0]!.split('=');
  await first.addCookies([{ name: name!, value: value!, url: baseURL! }]);
  const page = await first.newPage();
  await page.goto('/home/settings');
  await page.getByRole('button', { name: 'Bahasa Melayu' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await first.close();

  // Another browser, which asks for Chinese: the saved choice wins once signed in.
  const second = await browser.newContext({ locale: 'zh-CN' });
  const again = await signInCookie(member, baseURL!);
  const [name2, value2] = again.split(';')[0]!.split('=');
  await second.addCookies([{ name: name2!, value: value2!, url: baseURL! }]);
  const other = await second.newPage();
  await other.goto('/home');
  await expect(other.locator('html')).toHaveAttribute('lang', 'ms');
  await second.close();
});

test('the public pages ship no catalogue: their words arrive written, in their own language', async ({
  browser,
  baseURL,
}) => {
  for (const [path, language] of [
    ['/', 'en'],
    ['/ms', 'ms'],
    ['/zh/marketing', 'zh'],
    ['/ms/privacy-policy', 'ms'],
  ] as const) {
    const page = await browser.newPage({ baseURL });
    const shipped = await shippedText(page, path);
    await page.close();
    // A message as the catalogue keeps it, with its placeholder, and a catalogue's key.
    // (Booleans: a failure names the page instead of printing every script.)
    for (const other of ['en', 'ms', 'zh'] as const) {
      const template = catalogue(other, 'publicUi').carousel.playVideo;
      expect(shipped.includes(template), `${path} ships "${template}"`).toBe(false);
    }
    expect(shipped.includes('languageSuggestion'), `${path} ships a catalogue key`).toBe(false);
    // The page's own words, written on the server.
    const own = catalogue(language, 'common').skipToMain;
    expect(shipped.includes(own), `${path} has "${own}"`).toBe(true);
  }
});

/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

for (const width of [390, 1280]) {
  test(`at ${width} px the language suggestion covers no page heading nor the language switcher`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'en-US',
      viewport: { width, height: 844 },
    });
    const page = await context.newPage();
    for (const [path, label] of [
      ['/ms/contact-us', 'Bahasa'],
      ['/ms/privacy-policy', 'Bahasa'],
      ['/zh/terms-and-conditions', '语言'],
    ] as const) {
      await page.goto(path);
      const line = page.getByRole('region', { name: label });
      await expect(line.getByRole('link', { name: 'English' })).toBeVisible();
      await expect(line.getByRole('button')).toBeVisible();
      const covers = await line.boundingBox();
      const read = [
        page.getByRole('heading', { level: 1 }),
        ...(await page.getByRole('navigation', { name: label }).all()),
      ];
      for (const element of read) {
        const box = await element.boundingBox();
        expect(box && overlap(covers!, box), `${path}: covers ${await element.textContent()}`).toBe(
          false,
        );
      }
    }
    await context.close();
  });
}
