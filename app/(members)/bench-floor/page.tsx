import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { SESSION_COOKIE } from '@/lib/auth';
import { getServerEnv } from '@/lib/env';

/**
 * `npm run bench:members`' floor: the least a dynamic page costs in this framework (reads the
 * session cookie, renders one element). Outside the proxy's /home matcher and home's loading
 * boundary, so neither is counted in the floor. Exists on the local stack only.
 */
export default async function BenchFloorPage() {
  const jar = await cookies();
  if (!getServerEnv().LOCAL_STACK) notFound();
  return <p>{`bench floor: ${jar.has(SESSION_COOKIE) ? 'session cookie' : 'no cookie'}`}</p>;
}
