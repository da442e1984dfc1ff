/**
 * What a read answered: a fresh value, or the last good one when the read failed (`error`,
 * absent when the last good value was served without waiting).
 */
export type KeptRead<Value> =
  { value: Value; fresh: true } | { value: Value; fresh: false; error?: unknown };

/** Whether the latest read from one service failed, shared by every kind of read from it. */
export type ServiceHealth = { failing: boolean };

/**
 * Reads through `read`, keeping each key's last good value for when a read fails (without
 * one, the failure is thrown). While the service's latest read has failed, a call that has a
 * last good value gets it at once and the read goes on behind it: in an outage only the first
 * call waits out the retries, and the first read that succeeds again ends the fallback.
 */
export function keepLastGood<Key, Value>(
  read: (key: Key) => Promise<Value>,
  health: ServiceHealth = { failing: false },
) {
  const kept = new Map<Key, Value>();
  return {
    async read(key: Key): Promise<KeptRead<Value>> {
      const reading = read(key).then(
        (value) => {
          health.failing = false;
          kept.set(key, value);
          return value;
        },
        (error: unknown) => {
          health.failing = true;
          throw error;
        },
      );
      const hasLast = kept.has(key);
      const last = kept.get(key) as Value;
      if (health.failing && hasLast) {
        reading.catch(() => {});
        return { value: last, fresh: false };
      }
      try {
        return { value: await reading, fresh: true };
      } catch (error) {
        if (!hasLast) throw error;
        return { value: last, fresh: false, error };
      }
    },
    /** The last good value, without reading. */
    last: (key: Key): Value | undefined => kept.get(key),
  };
}
