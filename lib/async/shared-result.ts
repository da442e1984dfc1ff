/**
 * One call's result, shared by every later call while it is fresh: younger than `maxAgeMs`
 * and started under the same `version()` as now, so whatever moves the version on drops it
 * at once. Calls made while it runs share it too. A failure goes to the calls that waited
 * for it and is then forgotten: the next call starts afresh.
 */
export function shareResult<Result>(
  work: () => Promise<Result>,
  { maxAgeMs, version }: { maxAgeMs: number; version: () => unknown },
): () => Promise<Result> {
  let shared: { result: Promise<Result>; version: unknown; startedAt: number } | null = null;
  return () => {
    const now = Date.now();
    const current = version();
    if (shared && shared.version === current && now - shared.startedAt < maxAgeMs) {
      return shared.result;
    }
    const result = work();
    const entry = { result, version: current, startedAt: now };
    shared = entry;
    result.catch(() => {
      if (shared === entry) shared = null;
    });
    return result;
  };
}
