'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ImportProgress } from '@/lib/accounts/client';
import type { ActionResult } from '@/lib/admin/client';

/** How long to wait when another tab holds the next chunk. */
const BUSY_RETRY_MS = 1000;

type Chunk = ImportProgress & { busy: boolean };

/**
 * Drives an import from the browser: asks the server for one chunk after another and moves
 * the bar after each. Nothing runs on the server between calls, so closing the tab only
 * stops the driving; the page's Resume picks up from what the server recorded.
 */
export function ImportRunner({
  id,
  initial,
  applyChunk,
}: {
  id: string;
  initial: ImportProgress;
  applyChunk: (id: string) => Promise<ActionResult<Chunk>>;
}) {
  const router = useRouter();
  const [progress, setProgress] = useState(initial);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const percent = progress.total ? Math.floor((progress.applied / progress.total) * 100) : 100;

  async function run() {
    setRunning(true);
    setError(null);
    for (;;) {
      let result: ActionResult<Chunk>;
      try {
        result = await applyChunk(id);
      } catch {
        result = { ok: false, error: 'The server could not be reached. Press Resume to go on.' };
      }
      if (!result.ok) {
        setError(result.error);
        break;
      }
      setProgress(result.data);
      if (result.data.status === 'done') break;
      if (result.data.busy) await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
    }
    setRunning(false);
    router.refresh();
  }

  const label =
    progress.status === 'ready'
      ? `Apply ${progress.total} ${progress.total === 1 ? 'row' : 'rows'}`
      : 'Resume';
  return (
    <section
      aria-labelledby="import-progress-heading"
      className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-5"
    >
      <h2 id="import-progress-heading" className="text-lg font-semibold">
        Progress
      </h2>
      <div
        role="progressbar"
        aria-label="Rows applied"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.applied}
        aria-valuetext={`${progress.applied} of ${progress.total} rows applied`}
        className="h-3 overflow-hidden rounded-full bg-ink-700"
      >
        <div className="h-full rounded-full bg-brand-400" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-300" data-testid="import-progress-text">
        {progress.applied} / {progress.total} rows applied: {progress.created} created,{' '}
        {progress.updated} updated, {progress.skipped} skipped, {progress.failed} failed
      </p>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-300">
          {error}
        </p>
      )}
      {progress.status === 'done' ? (
        <p role="status" className="text-sm font-semibold text-brand-300">
          Import complete.
        </p>
      ) : (
        <Button variant="primary" onClick={run} disabled={running} className="self-start">
          {running ? 'Applying…' : label}
        </Button>
      )}
    </section>
  );
}
