import 'server-only';
import { adminAuth } from '../firebase/admin';
import { getServerEnv } from '../env';
import { NotSignedInError, StaleSignInError } from './errors';

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

/** Exchanges a Firebase ID token for a session cookie value. */
export async function createSessionCookie(idToken: string): Promise<string> {
  const auth = adminAuth();
  let decoded;
  try {
    decoded = await auth.verifyIdToken(idToken, true);
  } catch {
    throw new NotSignedInError('Invalid ID token');
  }
  if (!isFreshSignIn(decoded.auth_time)) throw new StaleSignInError();
  return auth.createSessionCookie(idToken, { expiresIn: sessionMaxAgeSeconds() * 1000 });
}

/**
 * Verifies the cookie against Firebase, revocation included. Any failure, whether forged,
 * expired, revoked or Auth unreachable, means "signed out".
 */
export async function verifySessionCookie(cookie: string | undefined): Promise<Member | null> {
  if (!cookie) return null;
  try {
    const decoded = await adminAuth().verifySessionCookie(cookie, true);
    if (!decoded.email) return null;
    return { uid: decoded.uid, email: decoded.email.toLowerCase() };
  } catch {
    return null;
  }
}

/** Ends every session of the member, on every device. */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid);
}
