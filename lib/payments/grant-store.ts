import 'server-only';
import { oneAtATime } from '../async';
import { writeGrants } from '../grants';
import { sameGrant, storedGrant } from '../grants/client';
import { memberDoc } from '../members';
import { externalGrantKey, grantsOfRecord, type Grant } from '../members/client';
import { db, once, planDoc, type Written } from './firestore';
import { planOf, type Plan } from './plans';

/**
 * The grants API's store: a grant from another payment tool, applied once per external
 * reference (grantRequests/{reference}), and the plan it names.
 */

/** A grant made through the grants API, once per external reference. */
export type ExternalGrant = {
  reference: string;
  email: string;
  /** The request as the caller sent it (requestFingerprint): what a retry must repeat. */
  request?: string;
  grant: Grant;
  actor: string;
};

export type ExternalGrantResult =
  | { outcome: 'applied' | 'duplicate'; email: string; key: string }
  | { outcome: 'conflict'; key: string };

const grantRequestDoc = (reference: string) => db().doc(`grantRequests/${reference}`);

/**
 * The identity of a grants API request: its fields as sent, never what the server derived
 * from them (a one-time plan's end from the clock, the plan's courses), so a retry hours
 * later is the same request and a changed plan does not make it another.
 */
export function requestFingerprint(request: {
  email: string;
  plan?: string | undefined;
  courses?: readonly string[] | undefined;
  accessUntil?: number | undefined;
}): string {
  return JSON.stringify([
    request.email,
    request.plan ?? null,
    request.courses ?? null,
    request.accessUntil ?? null,
  ]);
}

/**
 * How records written before request fingerprints identify a request: by its grant, as
 * grants were stored then (before a grant could carry the reason it ended).
 */
const grantFingerprint = (email: string, grant: Grant) => {
  const { courses, source, accessUntil } = storedGrant(grant);
  return JSON.stringify([email, { courses, source, accessUntil }]);
};

/**
 * What a recorded reference answers a request: the first call's grant for the same
 * request, a conflict for another; null when the record cannot tell (one written before
 * requests were recorded, which only knows the grant: `legacyGrant` decides then).
 */
function recordedAnswer(
  reference: string,
  recorded: Record<string, unknown> | undefined,
  request: string,
  legacyGrant?: Grant,
): ExternalGrantResult | null {
  const key = externalGrantKey(reference);
  const email = typeof recorded?.email === 'string' ? recorded.email : '';
  let same: boolean;
  if (typeof recorded?.request === 'string') same = recorded.request === request;
  else if (legacyGrant) same = recorded?.fingerprint === grantFingerprint(email, legacyGrant);
  else return null;
  return same ? { outcome: 'duplicate', email, key } : { outcome: 'conflict', key };
}

/**
 * The answer a reference already used gives this request, read before any work: a retry
 * is answered from the record, whenever it comes and whatever changed since. Null when the
 * reference is new (or its record predates request fingerprints).
 */
export async function fetchRecordedGrant(
  reference: string,
  request: string,
): Promise<ExternalGrantResult | null> {
  const recorded = await grantRequestDoc(reference).get();
  return recorded.exists ? recordedAnswer(reference, recorded.data(), request) : null;
}

/**
 * Applies a grant once per reference: the same request again changes nothing and answers
 * the first call's grant; another request under a reference already used is a conflict,
 * and changes nothing either.
 */
export function applyExternalGrantOnce(request: ExternalGrant): Promise<ExternalGrantResult> {
  const key = externalGrantKey(request.reference);
  const record = grantRequestDoc(request.reference);
  const asked = request.request ?? grantFingerprint(request.email, request.grant);
  return oneAtATime(`grant:${request.reference}`, () =>
    once(
      record,
      async (transaction): Promise<Written<ExternalGrantResult>> => {
        const member = memberDoc(request.email);
        const memberRecord = (await transaction.get(member)).data();
        const grants = grantsOfRecord(memberRecord);
        const before = grants[key] ?? null;
        transaction.create(record, {
          email: request.email,
          request: asked,
          at: Date.now(),
        });
        const changes = sameGrant(before, request.grant)
          ? []
          : [{ key, before, after: request.grant }];
        const tags = writeGrants(
          transaction,
          { email: request.email, record: memberRecord },
          changes,
          {
            actor: request.actor,
            action: 'grant',
            source: request.reference,
          },
        );
        return { result: { outcome: 'applied', email: request.email, key }, tags };
      },
      (recorded) =>
        recordedAnswer(request.reference, recorded, asked, request.grant) ?? {
          outcome: 'conflict',
          key,
        },
    ),
  );
}

/** A plan by its price id, or null (read outside any transaction: the grants API checks it first). */
export async function fetchPlan(price: string): Promise<Plan | null> {
  return planOf((await planDoc(price).get()).data());
}
