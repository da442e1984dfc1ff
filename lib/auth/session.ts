import 'server-only';
import { createHash } from 'node:crypto';
import { isProvisioned } from '../accounts';
import { getServerEnv } from '../env';
import { adminAuth } from '../firebase';
import { fetchRecordBoundTo, memberKey, recordSessionOpened } from '../members';
import { NotSignedInError, StaleSignInError } from './errors';
import { ACCOUNT_EMAIL_CHANGED } from './messages';

export type Member = { uid: string; email: string };

/** A session may only be minted from a fresh sign-in, as Firebase recommends. */
export const MAX_SIGN_IN_AGE_SECONDS = 5 * 60;

export function isFreshSignIn(authTimeSeconds: number, nowMs = Date.now()): boolean {
  const age = nowMs / 1000 - authTimeSeconds;
  return age >= -60 && age <= MAX_SIGN_IN_AGE_SECONDS;
}

export function sessionMaxAgeSeconds(): number {
  return getServerEnv().SESSION_DAYS * 24 * 60 * 60;
}

/**
 * A session's id in the member's record: a digest of the whole cookie, so only a cookie
 * this server minted can match one, and the record never holds a usable credential.
 */
export function sessionIdOf(cookie: string): string {
  return createHash('sha256').update(cookie).digest('base64url');
}

/**
 * Exchanges a Firebase ID token for a session cookie value, and records the session as
 * open in the member's record: from then on the record, not the sign-in time, says
 * whether the session is alive, so a new sign-in right after a logout works and the old
 * cookie does not, even within the same second. The record found by the token's e-mail
 * must be bound to the token's account: anyone can change their own account's e-mail
 * address in Firebase, so the address alone opens nothing.
 */
export async function createSessionCookie(idToken: string): Promise<string> {
  const auth = adminAuth();
  let decoded;
  try {
    decoded = await auth.verifyIdToken(idToken, true);
  } catch {
    throw new NotSignedInError('Invalid ID token');
  }
  if (!isFreshSignIn(decoded.auth_time)) throw new StaleSignInError();
  if (!decoded.email) throw new NotSignedInError('The account has no e-mail address');
  if (!isProvisioned(decoded)) throw new NotSignedInError('The account has no membership');
  const maxAgeMs = sessionMaxAgeSeconds() * 1000;
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: maxAgeMs });
  const opened = await recordSessionOpened(
    { uid: decoded.uid, email: memberKey(decoded.email) },
    { id: sessionIdOf(cookie), expiresAt: Date.now() + maxAgeMs },
  );
  if (!opened) {
    const bound = await fetchRecordBoundTo(decoded.uid);
    throw new NotSignedInError(bound ? ACCOUNT_EMAIL_CHANGED : 'The account has no membership');
  }
  return cookie;
}
