import { forwardingLabel, inboxViewOf } from '../inbox';

describe('the inbox', () => {
  it('says how forwarding went', () => {
    const base = { forwardAttempts: 0, forwardError: null };
    expect(forwardingLabel({ ...base, forwardStatus: 'off' })).toBe('off (no forms service)');
    expect(forwardingLabel({ ...base, forwardStatus: 'sent' })).toBe('sent');
    expect(
      forwardingLabel({ forwardStatus: 'retry', forwardAttempts: 2, forwardError: 'HTTP 503' }),
    ).toBe('retry pending: 2 attempts failed (HTTP 503)');
    expect(forwardingLabel({ ...base, forwardStatus: 'held', heldBy: 'email' })).toBe(
      "held: over the sender e-mail's forwarding limit, not forwarded",
    );
    expect(forwardingLabel({ ...base, forwardStatus: 'held', heldBy: 'site' })).toBe(
      "held: over the site's forwarding limit, not forwarded",
    );
    expect(
      forwardingLabel({ forwardStatus: 'retry', forwardAttempts: 1, forwardError: null }),
    ).toBe('retry pending: 1 attempt failed');
  });

  it('reads the inbox view, open unless told otherwise', () => {
    expect(inboxViewOf('handled')).toBe('handled');
    expect(inboxViewOf('all')).toBe('all');
    expect(inboxViewOf('nonsense')).toBe('open');
    expect(inboxViewOf(undefined)).toBe('open');
  });
});
