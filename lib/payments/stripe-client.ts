import 'server-only';
import Stripe from 'stripe';

/**
 * The app's Stripe client. With an API URL (the local stack's stand-in) every call goes
 * there instead of Stripe's own API; hosted, the URL is unset.
 */
export function createStripeClient(config: { secretKey: string; apiUrl: string | null }): Stripe {
  if (!config.apiUrl) return new Stripe(config.secretKey, { timeout: 10_000 });
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(config.secretKey, {
    timeout: 10_000,
    host: url.hostname,
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
  });
}

let shared: { key: string; client: Stripe } | undefined;

/** One client per process and configuration. */
export function getStripeClient(config: { secretKey: string; apiUrl: string | null }): Stripe {
  const key = `${config.secretKey}\n${config.apiUrl ?? ''}`;
  if (shared?.key !== key) shared = { key, client: createStripeClient(config) };
  return shared.client;
}
