import 'server-only';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminDb } from '../firebase';
import { log } from '../log';

/**
 * accountCreations/{email}: held by the one call, on whichever instance, that is making the
 * address's account, from createUser until the account carries the member claim. Another
 * call meeting that account half made (no claim yet) waits for the lease instead of taking
 * the account for one made outside the app (adoption resets its password). A holder that
 * died leaves a lease that runs out after LEASE_MS.
 */
const LEASE_MS = 30_000;
const POLL_MS = 200;

const leaseDoc = (email: string) => adminDb().collection('accountCreations').doc(email);

/** Whether a live lease is held on the address now. */
export async function creationInProgress(email: string, nowMs = Date.now()): Promise<boolean> {
  const at = (await leaseDoc(email).get()).get('at');
  return typeof at === 'number' && at > nowMs - LEASE_MS;
}

/** Waits while another call holds the address's lease: until it is let go or runs out. */
export async function waitForCreation(email: string): Promise<void> {
  const until = Date.now() + LEASE_MS;
  while (Date.now() < until && (await creationInProgress(email))) await sleep(POLL_MS);
}

/**
 * Runs `make` holding the address's lease, let go after; null, without running it, when
 * another call holds a live one (the caller waits for it and looks again).
 */
export async function withCreationLease<T>(
  email: string,
  make: () => Promise<T>,
): Promise<T | null> {
  const ref = leaseDoc(email);
  const token = randomUUID();
  const taken = await adminDb().runTransaction(async (transaction) => {
    const at = (await transaction.get(ref)).get('at');
    if (typeof at === 'number' && at > Date.now() - LEASE_MS) return false;
    transaction.set(ref, { at: Date.now(), token });
    return true;
  });
  if (!taken) return null;
  try {
    return await make();
  } finally {
    // Only our own: a lease that ran out meanwhile may be another call's now.
    await adminDb()
      .runTransaction(async (transaction) => {
        if ((await transaction.get(ref)).get('token') === token) transaction.delete(ref);
      })
      .catch((error: unknown) => log('warn', 'account creation lease not let go', { error }));
  }
}
