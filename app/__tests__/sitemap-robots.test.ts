import { resolveRouteData } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { freshImport, HOSTED_ENV, withEnv } from '@/dev/test-run/jest-env';

/**
 * /sitemap.xml and /robots.txt as Next serves them: app/sitemap.ts and app/robots.ts under
 * a deployment's SITE_URL, written out by the same function Next's metadata route calls.
 */
const base = HOSTED_ENV.SITE_URL;
const served = (file: 'sitemap' | 'robots') =>
  withEnv(HOSTED_ENV, async () => {
    const { default: route } = await freshImport(() => import(`../${file}`));
    return resolveRouteData(route(), file);
  });

const PAGES = ['/', '/marketing', '/contact-us', '/privacy-policy', '/terms-and-conditions'];
const PREFIXES = ['', '/ms', '/zh'];
const inLanguage = (prefix: string, path: string) =>
  prefix ? `${prefix}${path === '/' ? '' : path}` : path;
/** The sitemap writes the root with its slash, as `URL` does. */
const absolute = (path: string) => new URL(path, base).toString();

test('the sitemap lists all fifteen public pages with absolute URLs and their alternates', async () => {
  const xml = await served('sitemap');
  for (const path of PAGES) {
    for (const prefix of PREFIXES)
      expect(xml).toContain(`<loc>${absolute(inLanguage(prefix, path))}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-Hans" href="${absolute(inLanguage('/zh', path))}" />`,
    );
  }
  expect(xml.match(/<url>/g)).toHaveLength(15);
  expect(xml).not.toContain('/home');
});

test('robots.txt keeps crawlers off the members area and points at the sitemap', async () => {
  const text = await served('robots');
  expect(text).toContain('Disallow: /home');
  expect(text).toContain('Disallow: /login');
  expect(text).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
});
