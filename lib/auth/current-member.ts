import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { log } from '../log';
import { fetchMemberRecord, isSessionOpen, memberKey, type MemberRecord } from '../members';
import { SESSION_COOKIE } from './cookie';
import { loginPathFor } from './next-path';
import { sessionIdOf, type Member } from './session';
import { verifyCookie } from './verified-cookies';

/**
 * A signed-in member and their record, read together: one Firestore read a request.
 * `operator`: the session may open the console at /admin.
 */
export type MemberSession = { member: Member; record: MemberRecord; operator: boolean };

/**
 * The session a cookie opens, or null when it opens none. Firebase vouches for the cookie
 * (signature and expiry, checked locally once per cookie); the member's record says
 * whether it is bound to the cookie's account and the session is still open (logout,
 * disable and every revocation the app makes close it there). Throws when the record
 * cannot be read (Firestore failed or did not answer in time): whether the session is open
 * cannot be told then, which a logout must not take for "signed out".
 */
export async function fetchSessionOf(cookie: string | undefined): Promise<MemberSession | null> {
  if (!cookie) return null;
  const id = sessionIdOf(cookie);
  const verified = await verifyCookie(cookie, id);
  if (!verified) return null;
  let member: Member;
  try {
    member = { uid: verified.uid, email: memberKey(verified.email) };
  } catch {
    return null; // An address no record can have.
  }
  let record: MemberRecord;
  try {
    record = await fetchMemberRecord(member.email);
  } catch (error) {
    log('error', 'could not read the member record', { uid: verified.uid, error });
    throw error;
  }
  return isSessionOpen(record, { uid: member.uid, id }, Date.now())
    ? { member, record, operator: verified.operator }
    : null;
}

/**
 * The session a cookie opens, or null: for pages, actions and routes, where a record that
 * cannot be read (logged above) means "signed out", so nothing opens on a guess.
 */
export async function sessionOf(cookie: string | undefined): Promise<MemberSession | null> {
  return fetchSessionOf(cookie).catch(() => null);
}

/** The session of this request, read once per request. */
export const getCurrentSession = cache(async (): Promise<MemberSession | null> => {
  const jar = await cookies();
  return sessionOf(jar.get(SESSION_COOKIE)?.value);
});

/** For pages: the session, or a redirect to /login that remembers where they were going. */
export async function requireSession(returnTo: string): Promise<MemberSession> {
  const session = await getCurrentSession();
  if (!session) redirect(loginPathFor(returnTo));
  return session;
}
