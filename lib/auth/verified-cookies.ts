import 'server-only';
import { isOperator, isProvisioned } from '../accounts/client';
import { singleFlight } from '../async';
import { getServerEnv } from '../env';
import { adminAuth } from '../firebase';

/** `operator`: the cookie was minted while the account held the operator claim. */
export type VerifiedCookie = { uid: string; email: string; expiresAt: number; operator: boolean };

type Known = { verified: VerifiedCookie; checkedAt: number };

/** Enough for every member signed in on one instance; the least recently verified go first. */
const MAX_REMEMBERED = 20_000;
const known = new Map<string, Known>();

function remember(id: string, entry: Known): void {
  known.delete(id);
  known.set(id, entry);
  if (known.size > MAX_REMEMBERED) known.delete(known.keys().next().value!);
}

const verifyWithFirebase = singleFlight(
  async (cookie: string, id: string): Promise<VerifiedCookie | null> => {
    try {
      const decoded = await adminAuth().verifySessionCookie(cookie, true);
      if (!decoded.email || !isProvisioned(decoded)) return null;
      const verified = {
        uid: decoded.uid,
        email: decoded.email,
        expiresAt: decoded.exp * 1000,
        operator: isOperator(decoded),
      };
      remember(id, { verified, checkedAt: Date.now() });
      return verified;
    } catch {
      known.delete(id);
      return null;
    }
  },
  (_cookie, id) => id,
);

/**
 * The cookie's account, if Firebase signed it and it has not expired. Verified once per
 * cookie and remembered until it expires, so an ordinary page load makes no Auth call; a
 * remembered cookie is checked again with Firebase (revocation and disabled account
 * included) once every SESSION_RECHECK_SECONDS, which is how revocations made outside the
 * app (Firebase console, password reset) take effect. Revocations the app makes take
 * effect at once through the member's record (see lib/auth/current-member.ts).
 */
export async function verifyCookie(cookie: string, id: string): Promise<VerifiedCookie | null> {
  const now = Date.now();
  const entry = known.get(id);
  if (entry && entry.verified.expiresAt <= now) {
    known.delete(id);
    return null;
  }
  if (entry && now - entry.checkedAt < getServerEnv().SESSION_RECHECK_SECONDS * 1000) {
    return entry.verified;
  }
  return verifyWithFirebase(cookie, id);
}
