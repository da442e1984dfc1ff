import { stripeLocalConfig } from './config';
import { createStripeServer } from './server';

/** The stack's Stripe stand-in, where STRIPE_API_URL points, checking STRIPE_SECRET_KEY. */
export async function startStripeStandIn(source: Record<string, string | undefined> = process.env) {
  const config = stripeLocalConfig(source);
  const server = createStripeServer({ secretKey: config.secretKey });
  const { url } = await server.listen(config.port, config.host);
  return { url, close: () => server.close() };
}
