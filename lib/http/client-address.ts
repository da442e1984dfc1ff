import { isIP } from 'node:net';

type HeaderReader = { get(name: string): string | null };

/**
 * The client's address as the deployment's own proxies report it, or null when the
 * request carries nothing trustworthy.
 *
 * Each proxy in front of the app appends the address it received the request from to
 * X-Forwarded-For, so with `trustedHops` proxies the client is the `trustedHops`-th entry
 * from the right; everything to its left was written by the client and is ignored.
 *
 * With no proxy (0 hops) nothing in the headers can be trusted: `next start` (Next 16)
 * writes the socket's address into X-Forwarded-For only when the request has none, so any
 * value there may be the client's own. Then the answer is null and callers treat every
 * request as one client.
 */
export function clientAddress(headers: HeaderReader, trustedHops: number): string | null {
  if (!Number.isInteger(trustedHops) || trustedHops <= 0) return null;
  const entries = (headers.get('x-forwarded-for') ?? '').split(',');
  if (entries.length < trustedHops) return null;
  return normaliseAddress(entries[entries.length - trustedHops] ?? '');
}

/**
 * An address as a rate-limit identity: IPv4 as it is, IPv4-mapped IPv6 as IPv4, and IPv6
 * as its /64 network (one subscriber usually holds a whole /64). A port, brackets or a
 * zone are dropped; anything that is not an IP address is null.
 */
export function normaliseAddress(raw: string): string | null {
  let text = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%.*$/, '');
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return null;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (as `isIP` accepts it). */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const [head = '', tail] = text.split('::');
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...front, ...new Array<number>(missing).fill(0), ...back];
}
