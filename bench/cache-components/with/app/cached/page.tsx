import { cookies } from 'next/headers';
import { Suspense } from 'react';
import { Blocks, cookieMarker } from '../../../markup';

async function CachedBlocks({ label }: { label: string }) {
  'use cache';
  return <Blocks label={label} />;
}

/** A class page's shape: the request decides (access), then its content comes from the cache. */
async function Gate() {
  const jar = await cookies();
  return (
    <main>
      <p>{cookieMarker(jar.has('__session'))}</p>
      <CachedBlocks label="cached" />
    </main>
  );
}

export default function CachedPage() {
  return (
    <Suspense fallback={null}>
      <Gate />
    </Suspense>
  );
}
