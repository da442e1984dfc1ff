/**
 * One value per version of its source, built at most once per version on this instance.
 * While the value of a new version is being built, callers get the previous version's at
 * once (a search answers from the index of a minute ago rather than wait for a rebuild);
 * only the first build is waited for. A failed build is logged through `onError` and tried
 * again no sooner than `retryAfterMs` later, the previous value served meanwhile.
 */
export function latestByVersion<Source, Value>(
  build: (source: Source) => Promise<Value>,
  {
    retryAfterMs,
    onError,
    now = Date.now,
  }: { retryAfterMs: number; onError: (error: unknown) => void; now?: () => number },
) {
  let ready: { version: unknown; value: Value } | null = null;
  let building: { version: unknown; done: Promise<Value> } | null = null;
  let failed: { version: unknown; at: number } | null = null;

  return async function get(version: unknown, source: Source): Promise<Value> {
    if (ready && ready.version === version) return ready.value;
    const waitedOut = !failed || failed.version !== version || now() - failed.at >= retryAfterMs;
    if ((!building || building.version !== version) && (waitedOut || !ready)) {
      const entry = {
        version,
        done: build(source).then(
          (value) => {
            ready = { version, value };
            failed = null;
            return value;
          },
          (error: unknown) => {
            failed = { version, at: now() };
            onError(error);
            throw error;
          },
        ),
      };
      building = entry;
      entry.done
        .finally(() => {
          if (building === entry) building = null;
        })
        .catch(() => {});
    }
    if (ready) return ready.value;
    return building!.done;
  };
}
