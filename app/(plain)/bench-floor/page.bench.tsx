import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '@/lib/auth';

/**
 * `npm run bench:members`' floor: the least a dynamic page costs in this framework (reads the
 * session cookie, renders one element). Outside the proxy's /home matcher and home's loading
 * boundary, so neither is counted in the floor. A route in the benchmarks' builds only
 * (BENCH_ROUTES, next.config.ts).
 */
export default async function BenchFloorPage() {
  const jar = await cookies();
  return <p>{`bench floor: ${jar.has(SESSION_COOKIE) ? 'session cookie' : 'no cookie'}`}</p>;
}
