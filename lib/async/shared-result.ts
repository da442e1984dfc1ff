/**
 * One call's result, shared by every later call while it is fresh: younger than `maxAgeMs`
 * and made for the same `version` as the call at hand, so a call for another version
 * starts afresh (and is then the one shared). Calls made while it runs share it too. A
 * failure goes to the calls that waited for it and is then forgotten: the next call starts
 * afresh.
 */
export function shareResult<Result>(
  work: () => Promise<Result>,
  { maxAgeMs }: { maxAgeMs: number },
): (version: unknown) => Promise<Result> {
  let shared: { result: Promise<Result>; version: unknown; startedAt: number } | null = null;
  return (version) => {
    const now = Date.now();
    if (shared && shared.version === version && now - shared.startedAt < maxAgeMs) {
      return shared.result;
    }
    const result = work();
    const entry = { result, version, startedAt: now };
    shared = entry;
    result.catch(() => {
      if (shared === entry) shared = null;
    });
    return result;
  };
}
