import { site } from '../../site';
import { organizationJsonLd, serializeJsonLd } from '../json-ld';
import { pageMetadata } from '../metadata';
import { absoluteUrl, PUBLIC_ROUTES } from '../routes';

describe('pageMetadata', () => {
  const metadata = pageMetadata({
    title: 'Contact Us',
    description: 'Write to us.',
    path: '/contact-us',
  });

  it('sets the canonical path, resolved later against SITE_URL', () => {
    expect(metadata.alternates?.canonical).toBe('/contact-us');
    expect(metadata.title).toBe('Contact Us');
    expect(metadata.description).toBe('Write to us.');
  });

  it('gives Open Graph and Twitter the same title, text and sized image', () => {
    expect(metadata.openGraph).toMatchObject({
      url: '/contact-us',
      title: `Contact Us | ${site.name}`,
      siteName: site.name,
      images: [{ url: site.ogImage.src, width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: `Contact Us | ${site.name}`,
      images: [{ url: site.ogImage.src }],
    });
  });

  it('can opt out of the title template', () => {
    const home = pageMetadata({
      title: 'Home page',
      description: 'd',
      path: '/',
      absoluteTitle: true,
    });
    expect(home.title).toEqual({ absolute: 'Home page' });
    expect(home.openGraph?.title).toBe('Home page');
  });
});

describe('absoluteUrl', () => {
  it('joins SITE_URL and a path with or without a trailing slash', () => {
    expect(absoluteUrl('https://academy.example.com', '/contact-us')).toBe(
      'https://academy.example.com/contact-us',
    );
    expect(absoluteUrl('https://academy.example.com/', '/')).toBe('https://academy.example.com/');
  });

  it('lists every public page once', () => {
    const paths = PUBLIC_ROUTES.map((route) => route.path);
    expect(paths).toEqual([
      '/',
      '/marketing',
      '/contact-us',
      '/privacy-policy',
      '/terms-and-conditions',
    ]);
  });
});

describe('organization JSON-LD', () => {
  it('describes the company with absolute URLs and its social profiles', () => {
    const data = organizationJsonLd('https://academy.example.com');
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: site.name,
      legalName: site.company.name,
      url: 'https://academy.example.com/',
      logo: `https://academy.example.com${site.logo.src}`,
      address: { addressLocality: 'Johor Bahru', addressCountry: 'MY' },
    });
    expect(data.sameAs).toHaveLength(6);
  });

  it('serialises so no value can close the script tag', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
