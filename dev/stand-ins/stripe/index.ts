export { createStripeServer, PAYMENT_LINK_PATH, type StripeServer } from './server';
export { standInClientOptions, stripeLocalConfig, type StripeLocalConfig } from './config';
export type { ControlObjects } from './store';
export {
  charge,
  dispute,
  invoicePayment,
  isOpenDispute,
  type ChargeObject,
  type DisputeObject,
} from './charges';
export { lineItem, price, subscription, type PriceSpec, type SubscriptionSpec } from './objects';
export { startStripeStandIn } from './start';
export {
  cancel,
  changePlan,
  closeDispute,
  customerIdFor,
  fail,
  openDispute,
  PERIOD_SECONDS,
  purchase,
  randomId,
  refund,
  renew,
  type NewId,
  type SimulatedEvent,
  type SimulatedEventType,
  type Simulation,
} from './events';
export {
  clearStandIn,
  deliverEvent,
  fetchStandInCharges,
  fetchStandInSubscriptions,
  putStandInObjects,
  signEvent,
  WEBHOOK_PATH,
  webhookUrlFor,
  type DeliveryResult,
} from './delivery';
export { planFromDoc, plansJson, priceSpecOf, type PlanSummary } from './plans';
export {
  currentSubscription,
  deliverSimulation,
  simulateChange,
  simulateDispute,
  simulatePurchase,
  simulateRefund,
  SimulationError,
  type Change,
  type Delivered,
  type Outcome,
  type SimulateTarget,
} from './simulate';
