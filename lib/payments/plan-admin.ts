import 'server-only';
import { createHash } from 'node:crypto';
import { appendAuditEntry, type ChangeBy } from '../audit';
import { adminDb } from '../firebase';
import { planOf, planSchema, PRICE_ID, type Plan } from './plans';

/**
 * The plans as operators see and change them (the console's Plans page). A change is not
 * applied to grants already given: a grant copies its plan's courses when a payment event
 * is applied, so subscribers get the new courses at their subscription's next event
 * (renewal, plan change, …) and passes already bought keep theirs.
 */
export type ListedPlan = {
  price: string;
  plan: Plan | null;
  raw: Record<string, unknown>;
  /** The stored plan's version, which an edit names (savePlan). */
  version: string;
};

const plans = () => adminDb().collection('plans');

/** Keys sorted at every depth, so a document's fingerprint does not depend on their order. */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([key, inner]) => [key, sorted(inner)]),
        )
      : value;

/** A stored plan's version: a fingerprint of what it holds (key order aside). */
function planVersion(data: Record<string, unknown> | undefined): string {
  return createHash('sha256')
    .update(JSON.stringify(sorted(data ?? null)))
    .digest('base64url')
    .slice(0, 22);
}

/** Every plans/{price} document, malformed ones as `plan: null`, by price id. */
export async function fetchPlans(): Promise<ListedPlan[]> {
  const snapshot = await plans().get();
  return snapshot.docs
    .map((doc) => ({
      price: doc.id,
      plan: planOf(doc.data()),
      raw: doc.data(),
      version: planVersion(doc.data()),
    }))
    .sort((a, b) => a.price.localeCompare(b.price));
}

/** A refusal with `stale`: the plan changed after the page was read; it is worth reading again. */
export type PlanChange = { ok: true } | { ok: false; field: string; error: string; stale?: true };

export const STALE_PLAN =
  'Someone else saved this plan after this page was opened. The plan above now shows their change; your edit is still in the form: check it, then save again to replace theirs.';

/**
 * Creates (`create`) or replaces a plan after validating it, and appends an audit entry in
 * the same transaction: member '', grant `plan:<price>`, the plan before and after. An edit
 * names the `version` it was made from (ListedPlan) and is refused when the plan stored now
 * is another one, unless it is already the plan the edit saves (a retry of a saved edit).
 */
export async function savePlan(
  price: string,
  input: unknown,
  { create, by, version }: { create: boolean; by: ChangeBy; version?: string },
): Promise<PlanChange> {
  if (!PRICE_ID.test(price)) {
    return { ok: false, field: 'price', error: 'Price id: use 1–200 letters, digits, _ or -.' };
  }
  const parsed = planSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'plan');
    return { ok: false, field, error: `${field}: ${issue.message}` };
  }
  const plan = parsed.data;
  const ref = plans().doc(price);
  return adminDb().runTransaction(async (transaction): Promise<PlanChange> => {
    const existing = await transaction.get(ref);
    if (create && existing.exists) {
      return { ok: false, field: 'price', error: `Price id: ${price} already has a plan.` };
    }
    if (!create && !existing.exists) {
      return { ok: false, field: 'price', error: `Price id: ${price} has no plan.` };
    }
    const stored = Object.fromEntries(Object.entries(plan).filter(([, v]) => v !== undefined));
    const current = planVersion(existing.data());
    if (!create && current !== version && current !== planVersion(stored)) {
      return { ok: false, field: 'version', error: STALE_PLAN, stale: true };
    }
    transaction.set(ref, stored);
    appendAuditEntry(transaction, {
      at: Date.now(),
      actor: by.actor,
      action: create ? 'plan created' : 'plan changed',
      member: '',
      grant: `plan:${price}`,
      before: null,
      after: null,
      source: by.source,
      plan: { before: existing.exists ? existing.data() : null, after: stored },
    });
    return { ok: true };
  });
}
