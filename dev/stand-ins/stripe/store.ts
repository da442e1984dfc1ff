import type Stripe from 'stripe';

/** What the stand-in knows: the objects the simulator, bench or tests created. */
export type StripeStore = {
  /** Checkout Session id → its line items. */
  sessionLineItems: Map<string, Stripe.LineItem[]>;
  subscriptions: Map<string, Stripe.Subscription>;
  requests: number;
};

export function createStore(): StripeStore {
  return { sessionLineItems: new Map(), subscriptions: new Map(), requests: 0 };
}

/** The body of `POST /__control/objects`; every object replaces one with the same id. */
export type ControlObjects = {
  checkoutSessions?: Array<{ id: string; lineItems: Stripe.LineItem[] }>;
  subscriptions?: Stripe.Subscription[];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasId = (value: unknown, prefix: string): value is { id: string } =>
  isObject(value) && typeof value.id === 'string' && value.id.startsWith(prefix);

/** Checks the envelope and ids (the objects' own shapes are the builders' job); a message when unusable. */
export function parseControlObjects(text: string): ControlObjects | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'body must be JSON';
  }
  if (!isObject(data)) return 'body must be a JSON object';
  const { checkoutSessions = [], subscriptions = [] } = data;
  if (!Array.isArray(checkoutSessions) || !Array.isArray(subscriptions))
    return 'checkoutSessions and subscriptions must be arrays';
  for (const session of checkoutSessions) {
    if (!hasId(session, 'cs_')) return 'every checkout session needs an id starting cs_';
    const items = (session as Record<string, unknown>).lineItems;
    if (!Array.isArray(items) || !items.every((item) => hasId(item, 'li_')))
      return `checkout session ${session.id}: lineItems must be line items with ids starting li_`;
  }
  for (const sub of subscriptions) {
    if (!hasId(sub, 'sub_') || (sub as Record<string, unknown>).object !== 'subscription')
      return 'every subscription needs object "subscription" and an id starting sub_';
  }
  return {
    checkoutSessions: checkoutSessions as NonNullable<ControlObjects['checkoutSessions']>,
    subscriptions: subscriptions as Stripe.Subscription[],
  };
}

export function putObjects(store: StripeStore, objects: ControlObjects): void {
  for (const session of objects.checkoutSessions ?? [])
    store.sessionLineItems.set(session.id, session.lineItems);
  for (const sub of objects.subscriptions ?? []) store.subscriptions.set(sub.id, sub);
}

export function clearStore(store: StripeStore): void {
  store.sessionLineItems.clear();
  store.subscriptions.clear();
  store.requests = 0;
}
