export { createStripeServer, PAYMENT_LINK_PATH, type StripeServer } from './server';
export { stripeLocalConfig, standInClientOptions, type StripeLocalConfig } from './config';
export type { ControlObjects } from './store';
export { lineItem, price, subscription, type PriceSpec, type SubscriptionSpec } from './objects';
export { startStripeStandIn } from './start';
