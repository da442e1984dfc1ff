import { decideRate } from '../../rate-limit/sliding-window';
import {
  clientKey,
  CONTACT_EMAIL_RATE_RULE,
  CONTACT_RATE_RULE,
  CONTACT_SITE_RATE_RULE,
  contactRateChecks,
  emailKey,
  normaliseEmail,
} from '../rate-limit';

const rule = { limit: 3, windowMs: 1000 };

function headers(values: Record<string, string>) {
  return new Headers(values);
}

describe('decideRate', () => {
  it('allows attempts up to the limit and records each one', () => {
    let hits: number[] = [];
    for (const now of [100, 200, 300]) {
      const decision = decideRate(hits, now, rule);
      expect(decision.allowed).toBe(true);
      hits = decision.hits;
    }
    expect(hits).toEqual([100, 200, 300]);
    expect(decideRate(hits, 400, rule)).toEqual({ allowed: false, hits: [100, 200, 300] });
  });

  it('lets the client through again once the oldest attempt leaves the window', () => {
    const hits = [100, 200, 300];
    expect(decideRate(hits, 1100, rule).allowed).toBe(true);
    expect(decideRate(hits, 1100, rule).hits).toEqual([200, 300, 1100]);
    expect(decideRate(hits, 1099, rule).allowed).toBe(false);
  });

  it('ignores garbage and future timestamps', () => {
    expect(decideRate([Number.NaN, 5000, 100], 500, rule)).toEqual({
      allowed: true,
      hits: [100, 500],
    });
  });

  it('uses five messages per ten minutes for the contact form', () => {
    expect(CONTACT_RATE_RULE).toEqual({ limit: 5, windowMs: 600_000 });
  });
});

describe('clientKey', () => {
  const key = (xff: string | null, hops: number) =>
    clientKey(headers(xff === null ? {} : { 'x-forwarded-for': xff }), hops);

  it('hashes the address one trusted proxy appended, whatever the client wrote before it', () => {
    const honest = key('198.51.100.9', 1);
    expect(honest).toMatch(/^[0-9a-f]{64}$/);
    expect(honest).not.toContain('198.51.100.9');
    // Eight made-up addresses in front of the proxy's entry: still one client.
    for (let i = 1; i <= 8; i++) {
      expect(key(`203.0.113.${i}, 198.51.100.9`, 1)).toBe(honest);
      expect(key(`10.0.0.${i}, 203.0.113.${i}, 198.51.100.9`, 1)).toBe(honest);
    }
    expect(key('203.0.113.1, 198.51.100.10', 1)).not.toBe(honest);
  });

  it('counts the trusted hops from the right', () => {
    // client-written, the client's address (seen by the outer proxy), the outer proxy (seen by the inner one)
    const twoHops = key('203.0.113.66, 198.51.100.9, 10.1.2.3', 2);
    expect(twoHops).toBe(key('198.51.100.9', 1));
    expect(key('1.1.1.1, 198.51.100.9, 10.1.2.3', 2)).toBe(twoHops);
    expect(key('198.51.100.9, 10.9.9.9', 2)).toBe(twoHops);
  });

  it('with no trusted proxy, trusts nothing in the headers: no request has a key', () => {
    for (const spoofed of [null, '203.0.113.1', '203.0.113.2', '203.0.113.3, 127.0.0.1', '::1']) {
      expect(key(spoofed, 0)).toBeNull();
    }
    expect(clientKey(headers({ 'x-real-ip': '198.51.100.2' }), 0)).toBeNull();
  });

  it('gives no key to a request without a usable trusted entry, rather than one shared key', () => {
    expect(key(null, 1)).toBeNull();
    expect(key('', 1)).toBeNull();
    expect(key('not-an-address', 1)).toBeNull();
    expect(key('198.51.100.9, unknown', 1)).toBeNull();
    // Fewer entries than trusted proxies: the request did not come through all of them.
    expect(key('198.51.100.9', 2)).toBeNull();
  });

  it('does not read x-real-ip, which a client can send as easily', () => {
    expect(clientKey(headers({ 'x-real-ip': '198.51.100.2' }), 1)).toBeNull();
  });

  it('treats one IPv6 /64 as one client, and ports and brackets as noise', () => {
    expect(key('2001:db8:1:2::1', 1)).toBe(key('2001:db8:1:2:ffff:eeee:dddd:cccc', 1));
    expect(key('2001:db8:1:2::1', 1)).not.toBe(key('2001:db8:1:3::1', 1));
    expect(key('[2001:db8:1:2::1]:443', 1)).toBe(key('2001:DB8:1:2::9', 1));
    expect(key('198.51.100.9:51234', 1)).toBe(key('198.51.100.9', 1));
    expect(key('::ffff:198.51.100.9', 1)).toBe(key('198.51.100.9', 1));
  });
});

describe('contactRateChecks', () => {
  it('refuses over the per-address limit, and holds over the sender and site limits', () => {
    const checks = contactRateChecks('abc', 'Someone@Example.com');
    expect(checks).toEqual([
      { scope: 'client', id: 'client-abc', rule: CONTACT_RATE_RULE, over: 'refuse' },
      {
        scope: 'email',
        id: `email-${emailKey('someone@example.com')}`,
        rule: CONTACT_EMAIL_RATE_RULE,
        over: 'hold',
      },
      { scope: 'site', id: 'site', rule: CONTACT_SITE_RATE_RULE, over: 'hold' },
    ]);
    expect(CONTACT_EMAIL_RATE_RULE).toEqual({ limit: 3, windowMs: 600_000 });
    expect(CONTACT_SITE_RATE_RULE).toEqual({ limit: 100, windowMs: 600_000 });
  });

  it('has no per-address limit for a client without a trustworthy address', () => {
    const checks = contactRateChecks(null, 'someone@example.com');
    expect(checks.map((check) => [check.scope, check.over])).toEqual([
      ['email', 'hold'],
      ['site', 'hold'],
    ]);
  });

  it('keys one mailbox once, however it is written, and never stores it in clear', () => {
    const key = emailKey('someone@example.com');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    for (const variant of [' Someone@Example.COM ', 'someone+promo@example.com']) {
      expect(emailKey(variant)).toBe(key);
    }
    expect(emailKey('someone.else@example.com')).not.toBe(key);
    expect(normaliseEmail(' A+b+c@X.io ')).toBe('a@x.io');
  });
});
