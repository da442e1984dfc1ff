import { singleFlight } from './single-flight';

/**
 * The answer of a read that began before a change: its callers still get the value (their
 * request began before the change too), but a cache around the read must not keep it as
 * fresh. Thrown rather than returned so that `unstable_cache`, which stores only what its
 * function returns, leaves it out.
 */
export class Superseded<Result> extends Error {
  constructor(readonly value: Result) {
    super('A read that began before a change was left out of the cache');
    this.name = 'Superseded';
    // Next logs a background revalidation's rejection: one line, not a stack.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/**
 * A single flight that a change can supersede. After `changed()`, a caller starts a new
 * read instead of joining one that began before the change, and a read that began before
 * it rejects with `Superseded`. Without this, the page an operator's change re-renders
 * could join a read started a moment before the change and cache the old answer as new.
 */
export function supersedableFlight<Args extends unknown[], Result>(
  work: (...args: Args) => Promise<Result>,
  keyOf: (...args: Args) => string,
): { run: (...args: Args) => Promise<Result>; changed: () => void } {
  let generation = 0;
  const guarded = async (...args: Args) => {
    const startedIn = generation;
    const value = await work(...args);
    if (startedIn !== generation) throw new Superseded(value);
    return value;
  };
  let flights = singleFlight(guarded, keyOf);
  return {
    run: (...args) => flights(...args),
    changed() {
      generation += 1;
      flights = singleFlight(guarded, keyOf);
    },
  };
}
