/**
 * Addresses of the local stand-ins (see dev/). Both the app's defaults and the stack
 * runner derive from these, so a port changes in one place.
 */
export const LOCAL_STACK = {
  projectId: 'demo-trading-academy',
  authEmulatorHost: '127.0.0.1:9099',
  firestoreEmulatorHost: '127.0.0.1:8080',
  contentfulHost: 'http://127.0.0.1:9300',
  contentfulSpaceId: 'demo-space',
  contentfulDeliveryToken: 'local-delivery-token',
  revalidateSecret: 'local-revalidate-secret',
  siteUrl: 'http://localhost:3000',
  stripeApiUrl: 'http://127.0.0.1:12111',
  stripeSecretKey: 'sk_test_local_stack',
  stripeWebhookSecret: 'whsec_local_stack_secret',
  grantsApiToken: 'local-grants-token',
  /** The mail catcher (dev/stand-ins/mail-catcher.ts): SMTP in, every message out as JSON. */
  smtpUrl: 'smtp://127.0.0.1:2525',
  mailCatcherUrl: 'http://127.0.0.1:8025',
  mailFrom: 'Apex Traders Academy <academy@example.com>',
  cronSecret: 'local-cron-secret-0123',
  unsubscribeSecret: 'local-unsubscribe-secret-0123',
} as const;
