import { feedTokenHash, feedUrlsOf, newFeedToken, tokenOfFeedSegment } from '../feed-token';

describe('feed tokens', () => {
  it('are 32 random bytes in base64url, never the same twice', () => {
    const tokens = Array.from({ length: 50 }, newFeedToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(50);
  });

  it('are stored as their SHA-256, which does not contain the token', () => {
    const token = 'a'.repeat(43);
    expect(feedTokenHash(token)).toBe(
      '66d34fba71f8f450f7e45598853e53bfc23bbd129027cbb131a2f4ffd7878cd0',
    );
    expect(feedTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(feedTokenHash(token)).not.toBe(feedTokenHash('b'.repeat(43)));
  });

  it('are read from `<token>.ics` only', () => {
    const token = newFeedToken();
    expect(tokenOfFeedSegment(`${token}.ics`)).toBe(token);
    expect(tokenOfFeedSegment(token)).toBeNull();
    expect(tokenOfFeedSegment(`${token}.ICS`)).toBeNull();
    expect(tokenOfFeedSegment(`${token.slice(1)}.ics`)).toBeNull();
    expect(tokenOfFeedSegment(`${token}x.ics`)).toBeNull();
    expect(tokenOfFeedSegment(`${token.slice(1)}/.ics`)).toBeNull();
    expect(tokenOfFeedSegment('.ics')).toBeNull();
  });

  it('give the feed address over https and as webcal://', () => {
    expect(feedUrlsOf('https://academy.example.com', 'T'.repeat(43))).toEqual({
      https: `https://academy.example.com/api/calendar/${'T'.repeat(43)}.ics`,
      webcal: `webcal://academy.example.com/api/calendar/${'T'.repeat(43)}.ics`,
    });
    expect(feedUrlsOf('http://localhost:3000/', 'x').webcal).toBe(
      'webcal://localhost:3000/api/calendar/x.ics',
    );
  });
});
