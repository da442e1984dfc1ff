import { loginPathFor, safeNextPath } from '../next-path';

describe('safeNextPath', () => {
  it.each([
    ['/home', '/home'],
    ['/home?course=abc&class=def', '/home?course=abc&class=def'],
    ['/home#top', '/home#top'],
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
});

describe('loginPathFor', () => {
  it('encodes the path and query to return to', () => {
    expect(loginPathFor('/home?course=a&class=b')).toBe(
      '/login?next=%2Fhome%3Fcourse%3Da%26class%3Db',
    );
  });
});
