import { isSameOrigin } from '../same-origin';

const headers = (init: Record<string, string>) => new Headers(init);

describe('isSameOrigin', () => {
  it('accepts a request whose Origin names its own host', () => {
    expect(isSameOrigin(headers({ origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' }))).toBe(
      true,
    );
  });

  it('prefers the forwarded host behind a proxy', () => {
    expect(
      isSameOrigin(
        headers({
          origin: 'https://academy.example.com',
          host: 'internal:8080',
          'x-forwarded-host': 'academy.example.com',
        }),
      ),
    ).toBe(true);
  });

  it.each([
    [{ host: '127.0.0.1:3100' }],
    [{ origin: 'https://evil.example', host: '127.0.0.1:3100' }],
    [{ origin: 'null', host: '127.0.0.1:3100' }],
  ])('refuses %p', (init) => {
    expect(isSameOrigin(headers(init))).toBe(false);
  });
});
