import { contentSecurityPolicy, securityHeaders } from '../headers';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  const production = contentSecurityPolicy({
    imageOrigins: [],
    connectOrigins: [],
    development: false,
  });

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
    expect(
      contentSecurityPolicy({ imageOrigins: [], connectOrigins: [], development: true }),
    ).toContain("'unsafe-eval'");
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
});

describe('securityHeaders', () => {
  it('sets the hardening headers', () => {
    const names = securityHeaders({ imageOrigins: [], connectOrigins: [], development: false }).map(
      (h) => h.key,
    );
    expect(names).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
  });
});
