import { cookies } from 'next/headers';
import Link from 'next/link';

/** Blocks of fixed markup: at 60 a page's HTML is about the class page's (~45 KB). */
export const BLOCKS = 60;

/** The text each page writes for the request's cookie: the bench checks it in every answer. */
export function cookieMarker(hasSession: boolean): string {
  return `cache-components bench: ${hasSession ? 'session cookie' : 'no cookie'}`;
}

/** Reads the request's cookie: what makes a page per request. */
export async function CookieMarker() {
  const jar = await cookies();
  return <p>{cookieMarker(jar.has('__session'))}</p>;
}

/** A list shaped like the class page's: a link and a styled mark per item. */
export function Blocks({ label }: { label: string }) {
  return (
    <ol className="flex flex-col gap-1">
      {Array.from({ length: BLOCKS }, (_, i) => (
        <li key={i} className="flex items-center gap-2">
          <Link href={`/dynamic?block=${i}`} className="block flex-1 rounded-lg px-3 py-2 text-sm">
            {`Block ${i} (${label}): fixed text standing in for a title`}
          </Link>
          <span role="img" aria-label="Not completed" className="w-5 text-center text-sm">
            ✓
          </span>
        </li>
      ))}
    </ol>
  );
}

/** bench:members' trivial page: reads the cookie, renders one element. */
export function FloorPage() {
  return <CookieMarker />;
}

/** A page of a class page's size, all of it rendered per request. */
export function DynamicPage() {
  return (
    <main>
      <CookieMarker />
      <Blocks label="per request" />
    </main>
  );
}
