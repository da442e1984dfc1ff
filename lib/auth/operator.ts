import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getCurrentSession, type MemberSession } from './current-member';

/**
 * The operator's session of this request, or null: for server actions and route handlers,
 * which answer "not found" and change nothing without one. The operator claim is read
 * from the verified cookie, and the session must still be open in the record, so an
 * operator whose role was revoked (which ends their sessions) opens nothing.
 */
export const getOperatorSession = cache(async (): Promise<MemberSession | null> => {
  const session = await getCurrentSession();
  return session?.operator ? session : null;
});

/**
 * For /admin pages: the operator's session, or the site's 404 page for anyone else,
 * signed in or not, so the console does not reveal that it exists.
 */
export async function requireOperator(): Promise<MemberSession> {
  const session = await getOperatorSession();
  if (!session) notFound();
  return session;
}

/** What a console action or route answers anyone who is not an operator. */
export const NOT_FOUND = 'Not found';
