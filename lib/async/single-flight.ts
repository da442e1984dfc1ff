/**
 * Calls with the same key while one is still running share its promise, so a burst of
 * identical requests does one piece of work. Nothing is kept once the call settles.
 */
export function singleFlight<Args extends unknown[], Result>(
  work: (...args: Args) => Promise<Result>,
  keyOf: (...args: Args) => string,
): (...args: Args) => Promise<Result> {
  const running = new Map<string, Promise<Result>>();
  return (...args) => {
    const key = keyOf(...args);
    const shared = running.get(key);
    if (shared) return shared;
    const call = work(...args).finally(() => running.delete(key));
    running.set(key, call);
    return call;
  };
}
