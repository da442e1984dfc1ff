import { Suspense } from 'react';
import { Blocks, CookieMarker } from '../../../markup';

/**
 * Partial Prerendering at its best: the blocks in the prerendered shell, one element left to
 * each request (a members' page has far more of itself per member than this).
 */
export default function ShellPage() {
  return (
    <main>
      <Suspense fallback={null}>
        <CookieMarker />
      </Suspense>
      <Blocks label="in the shell" />
    </main>
  );
}
