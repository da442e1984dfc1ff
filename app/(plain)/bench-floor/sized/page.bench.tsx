import { cookies } from 'next/headers';
import Link from 'next/link';
import { SESSION_COOKIE } from '@/lib/auth';

/** Enough for the class page's output several times over. */
const MAX_BLOCKS = 400;

/** How many blocks `?blocks=` asks for, within 0..MAX_BLOCKS. */
function blockCount(value: string | string[] | undefined): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : 0;
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), MAX_BLOCKS) : 0;
}

/**
 * The bench floor plus `?blocks=N` blocks of fixed markup shaped like the class page's (a
 * list item with a link and a styled mark), with no data access: what a dynamic page costs
 * this framework per byte of HTML and RSC payload (bench:profile, docs/benchmarks.md). Outside the
 * proxy's /home matcher, like the floor. A route in the benchmarks' builds only, so not in
 * the route types `next typegen` makes for the app (hence the props typed here).
 */
export default async function BenchSizedPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const jar = await cookies();
  const blocks = blockCount((await searchParams).blocks);
  return (
    <div className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-6 p-4 lg:p-8">
      <p>{`bench floor: ${jar.has(SESSION_COOKIE) ? 'session cookie' : 'no cookie'}`}</p>
      <ol className="flex flex-col gap-1">
        {Array.from({ length: blocks }, (_, i) => (
          <li key={i} className="flex items-center gap-2">
            <Link
              href={`/bench-floor/sized?blocks=${i}`}
              className="block flex-1 rounded-lg px-3 py-2 text-sm hover:bg-ink-800"
            >
              {`Block ${i}: fixed text standing in for a title`}
            </Link>
            <span
              role="img"
              aria-label="Not completed"
              className="w-5 text-center text-sm text-transparent"
            >
              ✓
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
