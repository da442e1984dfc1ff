import { NextRequest } from 'next/server';
import { proxy } from '../proxy';

const scriptSrc = (policy: string | null) =>
  policy?.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
/** The request headers proxy.ts hands on to the render (Next's middleware override). */
const forwarded = (response: Response, name: string) =>
  response.headers.get(`x-middleware-request-${name}`);

const request = (path: string, cookie?: string) =>
  new NextRequest(`http://127.0.0.1:3000${path}`, cookie ? { headers: { cookie } } : {});

describe('proxy', () => {
  it.each(['/admin', '/admin/members/a@example.com', '/login', '/bench-floor'])(
    'gives %s a policy with a fresh nonce, on the response and to the render',
    (path) => {
      const first = proxy(request(path));
      const policy = first.headers.get('content-security-policy');
      expect(scriptSrc(policy)).toMatch(/^script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(scriptSrc(policy)).not.toContain('unsafe-inline');
      expect(forwarded(first, 'content-security-policy')).toBe(policy);
      expect(nonceOf(proxy(request(path)).headers.get('content-security-policy'))).not.toBe(
        nonceOf(policy),
      );
    },
  );

  it('lets a members page with a session cookie through, with its nonce', () => {
    const response = proxy(request('/home?course=c1', '__session=abc'));
    expect(response.headers.get('location')).toBeNull();
    expect(nonceOf(forwarded(response, 'content-security-policy'))).toBe(
      nonceOf(response.headers.get('content-security-policy')),
    );
  });

  it('sends a members page without a cookie to the login, with a policy too', () => {
    const response = proxy(request('/home?course=c1'));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/login');
    expect(new URL(response.headers.get('location')!).searchParams.get('next')).toBe(
      '/home?course=c1',
    );
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
