import 'server-only';
import { appendAuditEntry, type ChangeBy } from '../audit';
import { adminDb } from '../firebase';
import { planOf, planSchema, PRICE_ID, type Plan } from './plans';

/**
 * The plans as operators see and change them (the console's Plans page). A change is not
 * applied to grants already given: a grant copies its plan's courses when a payment event
 * is applied, so subscribers get the new courses at their subscription's next event
 * (renewal, plan change, …) and passes already bought keep theirs.
 */
export type ListedPlan = { price: string; plan: Plan | null; raw: Record<string, unknown> };

const plans = () => adminDb().collection('plans');

/** Every plans/{price} document, malformed ones as `plan: null`, by price id. */
export async function fetchPlans(): Promise<ListedPlan[]> {
  const snapshot = await plans().get();
  return snapshot.docs
    .map((doc) => ({ price: doc.id, plan: planOf(doc.data()), raw: doc.data() }))
    .sort((a, b) => a.price.localeCompare(b.price));
}

export type PlanChange = { ok: true } | { ok: false; field: string; error: string };

/**
 * Creates (`create`) or replaces a plan after validating it, and appends an audit entry in
 * the same transaction: member '', grant `plan:<price>`, the plan before and after.
 */
export async function savePlan(
  price: string,
  input: unknown,
  { create, by }: { create: boolean; by: ChangeBy },
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
