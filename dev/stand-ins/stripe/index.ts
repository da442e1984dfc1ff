export { createStripeServer, PAYMENT_LINK_PATH, type StripeServer } from './server';
export { standInClientOptions, stripeLocalConfig, type StripeLocalConfig } from './config';
export type { ControlObjects } from './store';
export { lineItem, price, subscription, type PriceSpec, type SubscriptionSpec } from './objects';
export { startStripeStandIn } from './start';
export {
  cancel,
  changePlan,
  customerIdFor,
  fail,
  PERIOD_SECONDS,
  purchase,
  randomId,
  renew,
  type NewId,
  type SimulatedEvent,
  type SimulatedEventType,
  type Simulation,
} from './events';
export {
  clearStandIn,
  deliverEvent,
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
  simulatePurchase,
  SimulationError,
  type Change,
  type Delivered,
  type Outcome,
  type SimulateTarget,
} from './simulate';
