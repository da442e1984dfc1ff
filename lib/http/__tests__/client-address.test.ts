import { clientAddress, normaliseAddress } from '../client-address';

const xff = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('clientAddress', () => {
  it('takes the entry the nearest trusted proxy wrote, counted from the right', () => {
    expect(clientAddress(xff('203.0.113.1, 198.51.100.9'), 1)).toBe('198.51.100.9');
    expect(clientAddress(xff('203.0.113.1, 198.51.100.9, 10.0.0.2'), 2)).toBe('198.51.100.9');
    expect(clientAddress(xff(' 198.51.100.9 '), 1)).toBe('198.51.100.9');
  });

  it('trusts nothing without a proxy, or when the chain is shorter than the proxies', () => {
    expect(clientAddress(xff('198.51.100.9'), 0)).toBeNull();
    expect(clientAddress(xff('198.51.100.9'), 2)).toBeNull();
    expect(clientAddress(new Headers(), 1)).toBeNull();
    expect(clientAddress(xff('198.51.100.9'), -1)).toBeNull();
    expect(clientAddress(xff('198.51.100.9'), 1.5)).toBeNull();
  });
});

describe('normaliseAddress', () => {
  it.each([
    ['198.51.100.9', '198.51.100.9'],
    ['198.51.100.9:8080', '198.51.100.9'],
    ['::ffff:198.51.100.9', '198.51.100.9'],
    ['::FFFF:c633:6409', '198.51.100.9'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:a:b:c:d:e:f', '2001:db8:a:b::/64'],
    ['[2001:db8:a:b::1]:443', '2001:db8:a:b::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.9', '64:ff9b:0:0::/64'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseAddress(input)).toBe(expected);
  });

  it.each([
    [''],
    ['unknown'],
    ['_hidden'],
    ['999.1.1.1'],
    ['1.2.3'],
    ['example.com'],
    ['1.2.3.4.5'],
  ])('refuses %p', (input) => {
    expect(normaliseAddress(input)).toBeNull();
  });
});
