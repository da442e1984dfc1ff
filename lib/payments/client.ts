/**
 * lib/payments' client-safe door: the plans' schema and ids, without Stripe or Firestore, for
 * the demo content generator and the stack's seeding. Server code imports `@/lib/payments`.
 */
export { planOf, planSchema, plansFileSchema, PRICE_ID, type Plan, type PricedPlan } from './plans';
