import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { SESSION_COOKIE } from './cookie';
import { loginPathFor } from './next-path';
import { verifySessionCookie, type Member } from './session';

/** The signed-in member of this request, verified once per request. */
export const getCurrentMember = cache(async (): Promise<Member | null> => {
  const jar = await cookies();
  return verifySessionCookie(jar.get(SESSION_COOKIE)?.value);
});

/** For pages: the member, or a redirect to /login that remembers where they were going. */
export async function requireMember(returnTo: string): Promise<Member> {
  const member = await getCurrentMember();
  if (!member) redirect(loginPathFor(returnTo));
  return member;
}
