import { isFreshSignIn, MAX_SIGN_IN_AGE_SECONDS } from '../session';

const now = Date.UTC(2026, 0, 1, 12, 0, 0);
const secondsAgo = (s: number) => now / 1000 - s;

describe('isFreshSignIn', () => {
  it('accepts a sign-in up to five minutes old', () => {
    expect(isFreshSignIn(secondsAgo(0), now)).toBe(true);
    expect(isFreshSignIn(secondsAgo(MAX_SIGN_IN_AGE_SECONDS), now)).toBe(true);
  });

  it('refuses an older sign-in', () => {
    expect(isFreshSignIn(secondsAgo(MAX_SIGN_IN_AGE_SECONDS + 1), now)).toBe(false);
    expect(isFreshSignIn(secondsAgo(24 * 3600), now)).toBe(false);
  });

  it('tolerates a minute of clock skew but not a sign-in from the future', () => {
    expect(isFreshSignIn(secondsAgo(-30), now)).toBe(true);
    expect(isFreshSignIn(secondsAgo(-3600), now)).toBe(false);
  });
});
