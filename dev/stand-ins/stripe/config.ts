import { LOCAL_STACK } from '../../../lib/env';

type Source = Record<string, string | undefined>;

/**
 * Where the stand-in listens and the secrets the local tools use: the same variables and
 * defaults the app reads (STRIPE_API_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).
 */
export function stripeLocalConfig(source: Source = process.env) {
  const apiUrl = source.STRIPE_API_URL || LOCAL_STACK.stripeApiUrl;
  const parsed = new URL(apiUrl);
  return {
    apiUrl,
    host: parsed.hostname,
    port: Number(parsed.port || 80),
    secretKey: source.STRIPE_SECRET_KEY || LOCAL_STACK.stripeSecretKey,
    webhookSecret: source.STRIPE_WEBHOOK_SECRET || LOCAL_STACK.stripeWebhookSecret,
  };
}

export type StripeLocalConfig = ReturnType<typeof stripeLocalConfig>;

/** The SDK pointed at the stand-in, as the app's own client is locally. */
export function standInClientOptions(config: StripeLocalConfig) {
  return { host: config.host, port: config.port, protocol: 'http' as const };
}
