import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '@/lib/auth';
import { adminDb } from '@/lib/firebase';

/**
 * The bench floor plus one awaited Firestore read (of a document that need not exist): what
 * the Firestore SDK adds to a dynamic page by itself. Rendered by two routes, one under a
 * loading boundary and one not, to tell that boundary's cost from the SDK's
 * (bench:profile, docs/benchmarks.md). In the benchmarks' builds only, like its routes.
 */
export async function FirestoreFloor() {
  const jar = await cookies();
  const read = await adminDb().doc('bench/floor').get();
  return (
    <p>{`bench floor: ${jar.has(SESSION_COOKIE) ? 'session cookie' : 'no cookie'}; read ${read.exists ? 'a' : 'no'} document`}</p>
  );
}
