export { createStripeServer, PAYMENT_LINK_PATH, type StripeServer } from './server';
export { stripeLocalConfig, standInClientOptions, type StripeLocalConfig } from './config';
export type { ControlObjects } from './store';
export { lineItem, price, subscription, type PriceSpec, type SubscriptionSpec } from './objects';
export { startStripeStandIn } from './start';
export {
  cancel,
  changePlan,
  customerIdFor,
  fail,
  purchase,
  randomId,
  renew,
  PERIOD_SECONDS,
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
  webhookUrlFor,
  WEBHOOK_PATH,
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
