import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a presented secret with the expected one in constant time. */
export function secretMatches(presented: string | null | undefined, expected: string): boolean {
  if (!presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** Accepts `Authorization: Bearer <secret>` or the `x-revalidate-secret` header. */
export function presentedSecret(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim();
  return headers.get('x-revalidate-secret');
}
