import { config as proxyConfig } from '../../../proxy';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/client';
import { PUBLIC_ROUTES } from '../../seo/routes';
import { contentSecurityPolicy, newNonce, NONCE_PAGES, securityHeaders } from '../headers';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `));

const options = { imageOrigins: [], connectOrigins: [], development: false };

describe('contentSecurityPolicy', () => {
  const production = contentSecurityPolicy(options);

  it('locks down objects, base URIs, forms and framing', () => {
    expect(directive(production, 'object-src')).toBe("object-src 'none'");
    expect(directive(production, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(production, 'form-action')).toBe("form-action 'self'");
    expect(directive(production, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('allows frames only from YouTube and images from self, data:, YouTube and Contentful', () => {
    expect(directive(production, 'frame-src')).toBe(
      'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
    );
    expect(directive(production, 'img-src')).toBe(
      "img-src 'self' data: blob: https://i.ytimg.com https://images.ctfassets.net",
    );
  });

  it('never allows eval in production, only in development', () => {
    expect(production).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy(options, newNonce())).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ ...options, development: true })).toContain("'unsafe-eval'");
  });

  it('adds the local stand-ins when given', () => {
    const local = contentSecurityPolicy({
      imageOrigins: ['http://127.0.0.1:9300'],
      connectOrigins: ['http://127.0.0.1:9099'],
      development: false,
    });
    expect(directive(local, 'img-src')).toContain('http://127.0.0.1:9300');
    expect(directive(local, 'connect-src')).toContain('http://127.0.0.1:9099');
  });

  it('with a nonce, runs scripts only with it: strict-dynamic, no unsafe-inline', () => {
    const nonce = newNonce();
    expect(directive(contentSecurityPolicy(options, nonce), 'script-src')).toBe(
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://www.youtube.com`,
    );
    // Everything else is the prerendered pages' policy.
    const others = (csp: string) => csp.split('; ').filter((d) => !d.startsWith('script-src '));
    expect(others(contentSecurityPolicy(options, nonce))).toEqual(others(production));
  });

  it("keeps 'unsafe-inline' scripts only for the prerendered pages, which have no nonce", () => {
    expect(directive(production, 'script-src')).toBe(
      "script-src 'self' 'unsafe-inline' https://www.youtube.com",
    );
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('NONCE_PAGES', () => {
  it("are exactly what proxy.ts's matcher lists", () => {
    expect(proxyConfig.matcher.slice(2)).toEqual(NONCE_PAGES.map((page) => `${page}/:path*`));
  });

  it("leave out the other languages' public pages, so a CDN serves them without the proxy", () => {
    const pages = PUBLIC_ROUTES.filter((route) => route.path !== '/').map((route) =>
      route.path.slice(1),
    );
    expect(proxyConfig.matcher.slice(0, 2)).toEqual(
      LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(
        (locale) => `/${locale}/((?!${pages.map((page) => `${page}$`).join('|')}).+)`,
      ),
    );
  });
});

describe('securityHeaders', () => {
  it("sets the hardening headers, with the prerendered pages' policy", () => {
    const headers = securityHeaders(options);
    expect(headers.map((h) => h.key)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(headers[0]!.value).toBe(contentSecurityPolicy(options));
  });
});
