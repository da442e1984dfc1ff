/**
 * Payments: the provider-agnostic access logic (what a purchase, renewal, plan change,
 * cancellation, failed payment, pass, refund or dispute means for a member's grants), the plans, and the
 * Stripe adapter that turns Stripe's webhook events into that logic's events.
 */
export {
  applySubscriptionEvent,
  foldSubscriptionEvents,
  NEW_SUBSCRIPTION,
  passGrant,
  subscriptionGrant,
  type EventStamp,
  type SubscriptionEvent,
  type SubscriptionEventType,
  type SubscriptionState,
  type SubscriptionStatus,
} from './paid-access';
export * from './client';
export { createStripeClient, getStripeClient } from './stripe-client';
export { handleStripeWebhook, MAX_WEBHOOK_BYTES, type WebhookAnswer } from './stripe-webhook';
export { handleGrantRequest, type GrantsAnswer } from './grants-api';
export {
  fetchMemberPaymentEvents,
  fetchMemberSubscriptions,
  type MemberSubscription,
  type PaymentEventRecord,
} from './reads';
export { parseGrantRequest, type GrantRequest } from './grant-request';
export { fetchPlans, savePlan, type ListedPlan, type PlanChange } from './plan-admin';
