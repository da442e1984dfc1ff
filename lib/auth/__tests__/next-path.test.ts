import { loginPathFor, safeNextPath } from '../next-path';
import { FOREIGN_NEXT_VALUES } from './foreign-next';

describe('safeNextPath', () => {
  it.each([
    ['/home', '/home'],
    ['/home?course=abc&class=def', '/home?course=abc&class=def'],
    ['/home#top', '/home#top'],
    ['/home/../home', '/home'],
    ['/home?next=//evil.example', '/home?next=//evil.example'],
  ])('keeps the site path %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://elsewhere.example'],
    ['//elsewhere.example/home'],
    ['/\\elsewhere.example'],
    ['javascript:alert(1)'],
    ['home'],
  ])('falls back to /home for %p', (input) => {
    expect(safeNextPath(input)).toBe('/home');
  });

  it.each(FOREIGN_NEXT_VALUES.map((value) => [value]))('never leaves the site for %j', (input) => {
    const result = safeNextPath(input);
    // What the router does with the result: resolve it against the current page.
    const page = 'https://academy.example/login';
    expect(new URL(result, page).origin).toBe('https://academy.example');
    expect(result).toMatch(/^\/(?![/\\])/);
    expect(result).not.toMatch(/evil\.example/);
  });

  it('keeps encoded slashes encoded, so they stay a path on this site', () => {
    for (const input of ['/%2f%2fevil.example', '/%2F/evil.example', '/%5c%5cevil.example']) {
      const result = safeNextPath(input);
      expect(result).toBe(input);
      expect(new URL(result, 'https://academy.example/login').origin).toBe(
        'https://academy.example',
      );
    }
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('/..//evil.example', '/')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('encodes the path and query to return to', () => {
    expect(loginPathFor('/home?course=a&class=b')).toBe(
      '/login?next=%2Fhome%3Fcourse%3Da%26class%3Db',
    );
  });
});
